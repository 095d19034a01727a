import * as styles from './SkipLink.css';

/** First tab stop on every page: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main">
      Skip to main content
    </a>
  );
}
