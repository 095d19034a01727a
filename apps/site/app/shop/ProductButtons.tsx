import type { Product } from '@firm/data';
import {
  addToCartAtom,
  addToCompareAtom,
  toggleWishlistAtom,
  wishlistAtom,
} from '@firm/shop-state';
import { Button, type ButtonStyleProps } from '@firm/ui';
import { useAtomValue } from 'jotai';
import { CompareIcon, HeartIcon } from './icons';
import * as styles from './ProductButtons.css';
import { useShopAction } from './useShopAction';

interface ProductButtonProps {
  product: Product;
  /** Id of the element naming the product (its title), read out as the button's description. */
  describedBy?: string;
}

interface AddToCartButtonProps extends ProductButtonProps, Pick<ButtonStyleProps, 'size'> {
  /** How many to add. @default 1 */
  quantity?: number;
  className?: string;
}

/** 'Add to cart': adds `quantity` of the product, with the 'Item Added to Cart' toast. */
export function AddToCartButton({
  product,
  describedBy,
  className,
  quantity = 1,
  size,
}: AddToCartButtonProps) {
  const addToCart = useShopAction(addToCartAtom);
  return (
    <Button
      size={size}
      className={className}
      aria-describedby={describedBy}
      onPress={() => addToCart({ product, quantity })}
    >
      Add to cart
    </Button>
  );
}

/**
 * 'Add to wishlist' as a toggle: `aria-pressed` says whether the product is on the wishlist, and
 * the heart fills. The name stays the same in both states, as toggle buttons should.
 */
export function WishlistButton({ product, describedBy }: ProductButtonProps) {
  const toggleWishlist = useShopAction(toggleWishlistAtom);
  const onWishlist = useAtomValue(wishlistAtom).some((entry) => entry.id === product.id);
  return (
    <Button
      tone="ghost"
      aria-label="Add to wishlist"
      aria-pressed={onWishlist}
      aria-describedby={describedBy}
      className={styles.iconButton}
      onPress={() => toggleWishlist(product)}
    >
      <HeartIcon className={styles.icon} />
    </Button>
  );
}

/** 'Add to compare': adds once; a second press says 'Already added to Compare List'. */
export function CompareButton({ product, describedBy }: ProductButtonProps) {
  const addToCompare = useShopAction(addToCompareAtom);
  return (
    <Button
      tone="ghost"
      aria-label="Add to compare"
      aria-describedby={describedBy}
      className={styles.iconButton}
      onPress={() => addToCompare(product)}
    >
      <CompareIcon className={styles.icon} />
    </Button>
  );
}
