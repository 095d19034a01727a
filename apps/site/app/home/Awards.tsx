import { awards } from '@firm/data';
import { ContentImage } from '../blog/ContentImage';
import * as styles from './Awards.css';

/** The awards block of the single-lawyer home: badge, title, issuer and year. */
export function Awards() {
  return (
    <ul className={styles.list}>
      {awards.map((award) => (
        <li key={award.id} className={styles.award}>
          <ContentImage image={award.image} className={styles.badge} />
          <h3 className={styles.title}>{award.title}</h3>
          <p className={styles.issuer}>
            {award.issuer}, <time dateTime={String(award.year)}>{award.year}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
