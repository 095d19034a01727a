import { homePracticeStrip } from '@firm/data';
import { Text, Tiles } from '@firm/ui';
import { ContentImage } from '../blog/ContentImage';
import * as styles from './PracticeStrip.css';

/** The five practice areas under the hero: icon, title and one line each. */
export function PracticeStrip() {
  return (
    // Summaries of other pages: the site's search finds those pages instead.
    <Tiles
      as="ul"
      columns={{ base: 5, belowMd: 3, belowSm: 2, belowXs: 1 }}
      space="md"
      data-pagefind-ignore="all"
    >
      {homePracticeStrip.map((item) => (
        <li key={item.id} className={styles.item}>
          {/* The title next to it says the same, so the icon is decorative. */}
          <ContentImage image={item.icon} className={styles.icon} decorative />
          <Text as="h3" size="lg">
            {item.title}
          </Text>
          <Text as="p" size="sm" tone="muted">
            {item.text}
          </Text>
        </li>
      ))}
    </Tiles>
  );
}
