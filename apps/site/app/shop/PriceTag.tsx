import { formatPrice, type Product } from '@firm/data';
import { Inline, Text } from '@firm/ui';
import { visuallyHidden } from '@firm/ui/theme';

interface PriceTagProps {
  product: Pick<Product, 'priceCents' | 'delPriceCents'>;
  /** The larger type of the product page. @default false */
  large?: boolean;
}

/**
 * The current price and the struck-through old price ('$65 $85'). Screen readers hear which is
 * which, since a strike-through alone is not announced.
 */
export function PriceTag({ product, large = false }: PriceTagProps) {
  return (
    <Inline as="p" space="xs" alignY="baseline">
      <Text weight="bold" tone="accent" size={large ? 'xl' : undefined}>
        <span className={visuallyHidden}>Price: </span>
        {formatPrice(product.priceCents)}
      </Text>
      <Text as="del" tone="muted">
        <span className={visuallyHidden}>Old price: </span>
        {formatPrice(product.delPriceCents)}
      </Text>
    </Inline>
  );
}
