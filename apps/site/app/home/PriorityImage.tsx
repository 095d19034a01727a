import type { ImageAsset } from '@firm/data';

/**
 * The one picture a page shows largest in its first screen (its LCP element): loaded eagerly
 * and ahead of other images, with its intrinsic size so nothing shifts when it arrives. Every
 * other content image is a lazy `ContentImage`.
 */
export function PriorityImage({ image, className }: { image: ImageAsset; className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="eager"
      fetchPriority="high"
    />
  );
}
