import { awards } from '@firm/data';
import { Stack, Text } from '@firm/ui';
import { ContentImage } from '../blog/ContentImage';
import * as styles from './Awards.css';

/** The awards block of the single-lawyer home: badge, title, issuer and year. */
export function Awards() {
  return (
    <ul className={styles.list}>
      {awards.map((award) => (
        <Stack as="li" key={award.id} space="xs" align="center" className={styles.award}>
          <ContentImage image={award.image} className={styles.badge} />
          <Text as="h3" size="lg">
            {award.title}
          </Text>
          <Text as="p" size="sm" tone="muted">
            {award.issuer}, <time dateTime={String(award.year)}>{award.year}</time>
          </Text>
        </Stack>
      ))}
    </ul>
  );
}
