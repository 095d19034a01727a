import type { Product } from '@firm/data';
import { Stack, Text } from '@firm/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { titleLink } from '../styles/looks.css';
import { PriceTag } from './PriceTag';
import { AddToCartButton, CompareButton, WishlistButton } from './ProductButtons';
import * as styles from './ProductCard.css';
import { ProductPhoto } from './ProductImage';
import { productPath } from './paths';

interface ProductCardProps {
  product: Product;
  /** The card is in the first screen: its photo loads at once. @default false */
  eager?: boolean;
}

/**
 * One product of the shop grid: photo with the wishlist and compare buttons, title linking to
 * the product page, prices and 'Add to cart'. The buttons are described by the title, so each
 * 'Add to cart' is announced with the product it adds.
 */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const titleId = useId();
  return (
    // A summary of another page: the site's search finds that page instead.
    <Stack
      as="article"
      className={styles.card}
      aria-labelledby={titleId}
      data-pagefind-ignore="all"
    >
      <div className={styles.media}>
        <ProductPhoto image={product.proImg} eager={eager} />
        <Stack space="xs" className={styles.iconActions}>
          <WishlistButton product={product} describedBy={titleId} />
          <CompareButton product={product} describedBy={titleId} />
        </Stack>
      </div>
      <Stack space="xs" className={styles.body}>
        <Text as="h2" id={titleId} size="lg" breakWords>
          <Link to={productPath(product.slug)} className={titleLink}>
            {product.title}
          </Link>
        </Text>
        <PriceTag product={product} />
        <AddToCartButton
          product={product}
          describedBy={titleId}
          size="small"
          className={styles.addButton}
        />
      </Stack>
    </Stack>
  );
}
