import type { BlogPostSummary, ImageAsset } from '@firm/data';
import { ContentImage } from './ContentImage';
import * as styles from './PostImage.css';

interface PostImageProps {
  /** The post; its `blClass` decides whether a play mark is drawn. */
  post: Pick<BlogPostSummary, 'blClass'>;
  /** Which of its pictures: the list picture or the wide article picture. */
  image: ImageAsset;
  /** The picture is in the first screen. @default false */
  eager?: boolean;
}

/**
 * A post's picture. Video posts (`format-video`) get a play mark, a video-style thumbnail with
 * no third-party player: the mark is decoration, so it is hidden from assistive technology.
 */
export function PostImage({ post, image, eager = false }: PostImageProps) {
  return (
    <span className={styles.frame}>
      <ContentImage image={image} eager={eager} className={styles.image} />
      {post.blClass === 'format-video' ? (
        <svg className={styles.play} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
          <circle className={styles.playDisc} cx="36" cy="36" r="34" />
          <path d="M29 23v26l21-13z" fill="currentColor" />
        </svg>
      ) : null}
    </span>
  );
}
