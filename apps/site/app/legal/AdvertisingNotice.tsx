import type { AdvertisingNotice as Notice } from '@firm/data';
import { Text } from '@firm/ui';
import * as styles from './AdvertisingNotice.css';

/**
 * The label and disclaimer bar rules ask for beside case results and client testimonials. Each
 * collection brings its own notice, so a page cannot show the one without the other.
 */
export function AdvertisingNotice({ notice }: { notice: Notice }) {
  return (
    // The same words on many pages: the site's search would only list them all.
    <p className={styles.notice} data-pagefind-ignore="all">
      <Text as="strong" uppercase tracking="wide">
        {notice.label}.
      </Text>{' '}
      {notice.disclaimer}
    </p>
  );
}
