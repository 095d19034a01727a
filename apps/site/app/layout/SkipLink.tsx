import * as styles from './SkipLink.css';

/** Id of the page's first element, the target of 'Back to top'. */
export const TOP_ID = 'top';

/** First tab stop on every page: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a id={TOP_ID} className={styles.skipLink} href="#main">
      Skip to main content
    </a>
  );
}
