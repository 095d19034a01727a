import { awards } from '@firm/data';
import { Stack } from '@firm/ui';
import { ContentImage } from '../blog/ContentImage';
import * as styles from './Awards.css';

/** The awards block of the single-lawyer home: badge, title, issuer and year. */
export function Awards() {
  return (
    <ul className={styles.list}>
      {awards.map((award) => (
        <Stack as="li" key={award.id} space="xs" align="center" className={styles.award}>
          <ContentImage image={award.image} className={styles.badge} />
          <h3 className={styles.title}>{award.title}</h3>
          <p className={styles.issuer}>
            {award.issuer}, <time dateTime={String(award.year)}>{award.year}</time>
          </p>
        </Stack>
      ))}
    </ul>
  );
}
