import type { AdvertisingNotice as Notice } from '@firm/data';
import * as styles from './AdvertisingNotice.css';

/**
 * The label and disclaimer bar rules ask for beside case results and client testimonials. Each
 * collection brings its own notice, so a page cannot show the one without the other.
 */
export function AdvertisingNotice({ notice }: { notice: Notice }) {
  return (
    <p className={styles.notice}>
      <strong className={styles.label}>{notice.label}.</strong> {notice.disclaimer}
    </p>
  );
}
