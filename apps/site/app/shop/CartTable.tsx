import { formatPrice } from '@firm/data';
import { type Cart, type CartLine, removeFromCartAtom } from '@firm/shop-state';
import { Text } from '@firm/ui';
import { visuallyHidden } from '@firm/ui/theme';
import { Link } from 'react-router-dom';
import { titleLink } from '../styles/looks.css';
import { CartLineQuantity } from './CartLineQuantity';
import * as styles from './CartTable.css';
import { findProduct } from './catalogue';
import { ProductThumb } from './ProductImage';
import { productPath } from './paths';
import { RemoveButton } from './RemoveButton';
import { useShopAction } from './useShopAction';

const columns = ['Image', 'Product Name', 'Quantity', 'Price', 'Total Price', 'Action'] as const;

interface CartTableProps {
  cart: Cart;
  /** Called after a line was removed (the page moves focus somewhere stable). */
  onRemoved: () => void;
}

/** The cart as a table: one row per line with its quantity control and remove button. */
export function CartTable({ cart, onRemoved }: CartTableProps) {
  return (
    <table className={styles.table}>
      <caption className={visuallyHidden}>Items in your cart</caption>
      <thead className={styles.head}>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.headCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.body}>
        {cart.map((line) => (
          <CartRow key={line.id} line={line} onRemoved={onRemoved} />
        ))}
      </tbody>
    </table>
  );
}

function CartRow({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
  const removeFromCart = useShopAction(removeFromCartAtom);
  const product = findProduct(line.id);
  const size = line.selectedSize ?? product?.size;
  return (
    <tr className={styles.row}>
      <td className={styles.cell.image}>
        <ProductThumb image={line.proImg} />
      </td>
      <td className={styles.cell.name}>
        <Text as="p" weight="bold" breakWords>
          {product ? (
            <Link to={productPath(product.slug)} className={titleLink}>
              {line.title}
            </Link>
          ) : (
            line.title
          )}
        </Text>
        {product ? (
          <Text as="p" size="sm" tone="muted">
            Brand: {product.brand}
          </Text>
        ) : null}
        {size ? (
          <Text as="p" size="sm" tone="muted">
            Size: {size}
          </Text>
        ) : null}
      </td>
      <td className={styles.cell.quantity}>
        <CartLineQuantity line={line} />
      </td>
      <td className={styles.cell.price} data-label="Price">
        {formatPrice(line.priceCents)}
      </td>
      <td className={styles.cell.total} data-label="Total Price">
        {formatPrice(line.sumCents)}
      </td>
      <td className={styles.cell.action}>
        <RemoveButton
          label={`Remove ${line.title}`}
          onPress={() => {
            removeFromCart(line.id);
            onRemoved();
          }}
        />
      </td>
    </tr>
  );
}
