import type { AttorneySummary } from '@firm/data';
import { Stack, Text } from '@firm/ui';
import { Link } from 'react-router-dom';
import { ContentImage } from '../blog/ContentImage';
import * as styles from './AttorneyCard.css';
import { attorneyPath } from './paths';

/**
 * Portrait, name (an `<h3>` linking to the attorney's page) and role, for the team slider and
 * the team grid.
 */
export function AttorneyCard({ attorney }: { attorney: AttorneySummary }) {
  return (
    // A summary of another page: the site's search finds that page instead.
    <Stack as="article" className={styles.card} data-pagefind-ignore="all">
      <ContentImage image={attorney.AtImg} className={styles.portrait} />
      <Stack space="xxs" className={styles.body}>
        <Text as="h3" size="lg">
          <Link to={attorneyPath(attorney)} className={styles.titleLink}>
            {attorney.name}
          </Link>
        </Text>
        <Text as="p" size="sm" tone="muted">
          {attorney.title}
        </Text>
      </Stack>
    </Stack>
  );
}
