import { type PracticeAreaSummary, practiceAreaSummaries } from '@firm/data';
import { Stack, Text, Tiles } from '@firm/ui';
import { Link } from 'react-router-dom';
import { ContentImage } from '../blog/ContentImage';
import * as styles from './PracticeList.css';
import { practicePath } from './paths';

/** The two list layouts: line-icon cards (/services) and illustrated cards (/services-s2). */
export const practiceListVariants = ['cards', 'illustrated'] as const;
export type PracticeListVariant = (typeof practiceListVariants)[number];

/** Cards in the first row on wide screens, whose images load at once. */
const FIRST_ROW = 3;

interface PracticeListProps {
  /** Card layout. @default 'cards' */
  variant?: PracticeListVariant;
  /** The areas to show. @default every practice area */
  areas?: readonly PracticeAreaSummary[];
}

/** Practice areas as cards (headed <h3>), each linking to its detail page. */
export function PracticeList({
  variant = 'cards',
  areas = practiceAreaSummaries,
}: PracticeListProps) {
  return (
    // Summaries of other pages: the site's search finds those pages instead.
    <Tiles
      as="ul"
      columns={{ base: 3, belowMd: 2, belowSm: 1 }}
      space="lg"
      data-pagefind-ignore="all"
    >
      {areas.map((area, index) => {
        const eager = index < FIRST_ROW;
        const heading = (
          <Text as="h3" size="lg">
            <Link to={practicePath(area.slug)} className={styles.titleLink}>
              {area.sTitle}
            </Link>
          </Text>
        );
        const description = (
          <Text as="p" tone="muted">
            {area.description}
          </Text>
        );
        return (
          <li key={area.Id}>
            {variant === 'cards' ? (
              <article className={styles.card.cards}>
                <ContentImage image={area.sIcon} decorative eager={eager} className={styles.icon} />
                {heading}
                {description}
              </article>
            ) : (
              <article className={styles.card.illustrated}>
                <div className={styles.media}>
                  <ContentImage image={area.sImg} eager={eager} className={styles.illustration} />
                  <span className={styles.badge}>
                    <ContentImage
                      image={area.sIcon}
                      decorative
                      eager={eager}
                      className={styles.badgeIcon}
                    />
                  </span>
                </div>
                <Stack space="sm" className={styles.illustratedBody}>
                  {heading}
                  {description}
                </Stack>
              </article>
            )}
          </li>
        );
      })}
    </Tiles>
  );
}
