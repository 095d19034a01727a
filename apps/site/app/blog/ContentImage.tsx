import type { ImageAsset } from '@firm/data';

interface ContentImageProps {
  /** The image with its alt text and intrinsic size from the data. */
  image: ImageAsset;
  /** The image only decorates text that says the same (an icon beside its title): `alt=""`. @default false */
  decorative?: boolean;
  /** Load at once, for images in the first screen; everything else loads lazily. @default false */
  eager?: boolean;
  className?: string;
}

/**
 * An image from the content package, always with its alt text and intrinsic width and height so
 * the browser reserves its box before the file arrives (no layout shift).
 */
export function ContentImage({
  image,
  decorative = false,
  eager = false,
  className,
}: ContentImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
    />
  );
}
