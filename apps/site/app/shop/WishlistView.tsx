import { type ProductList, removeFromWishlistAtom, wishlistAtom } from '@firm/shop-state';
import { Inline, Stack, Text } from '@firm/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { titleLink } from '../styles/looks.css';
import { findProduct } from './catalogue';
import { PriceTag } from './PriceTag';
import { AddToCartButton } from './ProductButtons';
import { ProductThumb } from './ProductImage';
import { productPath } from './paths';
import { RemoveButton } from './RemoveButton';
import { FocusTargetHeading, StoredContent, useFocusTarget } from './ShopStatus';
import { useShopAction } from './useShopAction';
import * as styles from './WishlistView.css';

/** The wishlist page's body: the saved products with add-to-cart and remove (or loading / empty). */
export function WishlistView() {
  const wishlist = useAtomValue(wishlistAtom);
  const heading = useFocusTarget<HTMLHeadingElement>();
  return (
    <>
      <FocusTargetHeading ref={heading.ref}>Saved products</FocusTargetHeading>
      <StoredContent
        loadingText="Loading your wishlist…"
        isEmpty={wishlist.length === 0}
        emptyText="Your wishlist is empty."
      >
        <WishlistItems wishlist={wishlist} onRemoved={heading.focus} />
      </StoredContent>
    </>
  );
}

function WishlistItems({ wishlist, onRemoved }: { wishlist: ProductList; onRemoved: () => void }) {
  const removeFromWishlist = useShopAction(removeFromWishlistAtom);
  return (
    <Stack as="ul" space="md">
      {wishlist.map((entry) => {
        // Saved entries keep only what the rules need; the catalogue has the prices.
        const product = findProduct(entry.id);
        const titleId = `wishlist-${entry.id}-title`;
        return (
          <li key={entry.id} className={styles.item}>
            <ProductThumb image={entry.proImg} />
            <Stack space="xxs" className={styles.details}>
              <Text as="h3" id={titleId} size="lg" breakWords>
                <Link to={productPath(entry.slug)} className={titleLink}>
                  {entry.title}
                </Link>
              </Text>
              {product ? <PriceTag product={product} /> : null}
            </Stack>
            <Inline space="xs" alignY="center" wrap={false} className={styles.actions}>
              {product ? (
                <AddToCartButton product={product} describedBy={titleId} size="small" />
              ) : null}
              <RemoveButton
                label={`Remove ${entry.title} from wishlist`}
                onPress={() => {
                  removeFromWishlist(entry.id);
                  onRemoved();
                }}
              />
            </Inline>
          </li>
        );
      })}
    </Stack>
  );
}
