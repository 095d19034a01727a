import type { ImageAsset } from '@firm/data';
import type { ProductImage } from '@firm/shop-state';
import * as styles from './ProductImage.css';

/** Product photos are square; a thumbnail is drawn at this size (its width and height attributes). */
const THUMB_PX = 72;

interface ProductPhotoProps {
  /** The catalogue image, with its intrinsic width and height. */
  image: ImageAsset;
  /** In the first screen: load at once. Everything else loads lazily. @default false */
  eager?: boolean;
}

/** A product's photo at full width of its box, with its intrinsic size reserved (no layout shift). */
export function ProductPhoto({ image, eager = false }: ProductPhotoProps) {
  return (
    <img
      className={styles.photo}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
    />
  );
}

/**
 * A small square thumbnail of a cart, wishlist, compare or order line. Those entries keep only
 * the image's address and alt text, so the drawn size is given here.
 */
export function ProductThumb({ image }: { image: ProductImage }) {
  return (
    <img
      className={styles.thumb}
      src={image.src}
      alt={image.alt}
      width={THUMB_PX}
      height={THUMB_PX}
      loading="lazy"
      decoding="async"
    />
  );
}
