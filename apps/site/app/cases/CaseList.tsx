import { type CaseStudySummary, caseStudyNotice, caseStudySummaries } from '@firm/data';
import { Stack, Text, Tiles } from '@firm/ui';
import { Link } from 'react-router-dom';
import { ContentImage } from '../blog/ContentImage';
import { AdvertisingNotice } from '../legal/AdvertisingNotice';
import * as styles from './CaseList.css';
import { casePath } from './paths';

/** Card looks: white cards (/case-studies, related cases) or navy cards (/case-studies-s2). */
export const caseCardTones = ['light', 'dark'] as const;
export type CaseCardTone = (typeof caseCardTones)[number];

/** Cards in the first row on wide screens, whose images load at once. */
const FIRST_ROW = 3;

interface CaseListProps {
  /** The cases to show. @default every case study */
  cases?: readonly CaseStudySummary[];
  /** Card look. @default 'light' */
  tone?: CaseCardTone;
  /** The list sits in the first screen, so its first row of images loads at once. @default false */
  aboveFold?: boolean;
  /** Show the advertising notice under the list; off where the page already shows it. @default true */
  withNotice?: boolean;
}

/** Case studies as cards (image, category, <h3> title) linking to /case-single/{slug}. */
export function CaseList({
  cases = caseStudySummaries,
  tone = 'light',
  aboveFold = false,
  withNotice = true,
}: CaseListProps) {
  return (
    // Summaries of other pages: the site's search finds those pages instead.
    <>
      <Tiles
        as="ul"
        columns={{ base: 3, belowMd: 2, belowSm: 1 }}
        space="lg"
        data-pagefind-ignore="all"
      >
        {cases.map((study, index) => (
          // Ids are unique; slugs are not (the spec repeats 'Real-Estate').
          <li key={study.Id}>
            <article className={styles.card[tone]}>
              <ContentImage
                image={study.cImg}
                eager={aboveFold && index < FIRST_ROW}
                className={styles.image}
              />
              <Stack space="xxs" padding="lg">
                <Text
                  as="p"
                  size="sm"
                  weight="semibold"
                  tone={tone === 'dark' ? 'accentOnInverse' : 'accent'}
                >
                  {study.category}
                </Text>
                <Text as="h3" size="lg">
                  <Link to={casePath(study.slug)} className={styles.titleLink}>
                    {study.cTitle}
                  </Link>
                </Text>
              </Stack>
            </article>
          </li>
        ))}
      </Tiles>
      {withNotice ? <AdvertisingNotice notice={caseStudyNotice} /> : null}
    </>
  );
}
