import { Link } from 'react-router';
import * as styles from './SiteFooter.css';

/** The site's footer. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <p>
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Lexington &amp; Hale. All
        rights reserved.
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/contact">Privacy &amp; Policy</Link>
        </li>
        <li>
          <Link to="/contact">Terms</Link>
        </li>
        <li>
          <Link to="/about">About us</Link>
        </li>
      </ul>
    </footer>
  );
}
