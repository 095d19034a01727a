import { formatPrice } from '@firm/data';
import { type CartLine, lastOrderAtom, type Order } from '@firm/shop-state';
import { buttonClassName, Column, Columns, Stack, Text } from '@firm/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { findProduct } from '../shop/catalogue';
import { ProductThumb } from '../shop/ProductImage';
import { productPath } from '../shop/paths';
import { StoredContent } from '../shop/ShopStatus';
import { TotalsList } from '../shop/TotalsList';
import { summaryRows } from '../shop/totals';
import { titleLink } from '../styles/looks.css';
import * as styles from './OrderReceived.css';

/**
 * The order confirmation. The thanks and 'Back Home' always show, even on a direct visit; the
 * details are those of the last order placed in this browser, once the stored shop is restored.
 */
export function OrderReceived() {
  const order = useAtomValue(lastOrderAtom);
  return (
    <>
      <Stack space="sm" align="center" marginBottom="xl" textAlign="center">
        <Text as="h2" size="xxl">
          Thank You For Your Order!
        </Text>
        <Text as="p" size="lg" tone="muted">
          your order has been recived
        </Text>
        <Link to="/home" className={buttonClassName({ tone: 'secondary' })}>
          Back Home
        </Link>
      </Stack>
      <StoredContent
        loadingText="Loading your order…"
        isEmpty={order === null}
        emptyText="There is no order to show yet."
      >
        {order ? <OrderDetails order={order} /> : null}
      </StoredContent>
    </>
  );
}

function OrderDetails({ order }: { order: Order }) {
  return (
    <Stack
      as="section"
      space="md"
      className={styles.details}
      aria-labelledby="order-details-heading"
    >
      <Text as="h3" id="order-details-heading" size="xl">
        Order details
      </Text>
      <Stack as="ul" space="sm">
        {order.lines.map((line) => (
          <Columns as="li" key={line.id} space="md" alignY="center">
            <Column width="content">
              <ProductThumb image={line.proImg} />
            </Column>
            <Column>
              <Text as="p" weight="bold" breakWords>
                <ProductLink line={line} />
              </Text>
              <Text as="p" size="sm" tone="muted">
                {formatPrice(line.priceCents)} x {line.quantity}
              </Text>
            </Column>
            <Column width="content">
              <Text weight="bold">{formatPrice(line.sumCents)}</Text>
            </Column>
          </Columns>
        ))}
      </Stack>
      <TotalsList rows={summaryRows(order.totals)} />
    </Stack>
  );
}

/** An ordered product's title, linking to its page while the shop still sells it. */
function ProductLink({ line }: { line: CartLine }) {
  const product = findProduct(line.id);
  if (!product) return line.title;
  return (
    <Link to={productPath(product.slug)} className={titleLink}>
      {line.title}
    </Link>
  );
}
