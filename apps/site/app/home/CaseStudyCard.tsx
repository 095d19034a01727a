import type { CaseStudySummary } from '@firm/data';
import { Link } from 'react-router-dom';
import { ContentImage } from '../blog/ContentImage';
import { casePath } from '../cases/paths';
import * as styles from './CaseStudyCard.css';

export type CaseStudyCardTone = keyof typeof styles.body;

interface CaseStudyCardProps {
  caseStudy: CaseStudySummary;
  /** The caption's background. @default 'light' */
  tone?: CaseStudyCardTone;
}

/** A case study's picture, category and title, linking to the case's page. */
export function CaseStudyCard({ caseStudy, tone = 'light' }: CaseStudyCardProps) {
  return (
    // A summary of another page: the site's search finds that page instead.
    <article className={styles.card} data-pagefind-ignore="all">
      <ContentImage image={caseStudy.cImg} className={styles.picture} />
      <div className={styles.body[tone]}>
        <p className={styles.category}>{caseStudy.category}</p>
        <h3 className={styles.title}>
          <Link to={casePath(caseStudy.slug)} className={styles.titleLink}>
            {caseStudy.cTitle}
          </Link>
        </h3>
      </div>
    </article>
  );
}
