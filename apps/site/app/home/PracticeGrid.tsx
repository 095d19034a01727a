import { advocateQuote, practiceAreaSummaries } from '@firm/data';
import { Stack, Text, Tiles } from '@firm/ui';
import { Link } from 'react-router-dom';
import { ContentImage } from '../blog/ContentImage';
import { practicePath } from '../practice/paths';
import * as styles from './PracticeGrid.css';

/** Every practice area as a card linking to its page, beside the advocate's quote. */
export function PracticeGrid() {
  return (
    <div className={styles.layout}>
      <figure className={styles.quote}>
        <Text as="blockquote">
          <p className={styles.quoteText}>{advocateQuote.text}</p>
        </Text>
        <figcaption className={styles.quoteAuthor}>
          {advocateQuote.author}
          <span className={styles.quoteRole}>{advocateQuote.role}</span>
        </figcaption>
      </figure>
      {/* Summaries of other pages: the site's search finds those pages instead. */}
      <Tiles as="ul" columns={{ base: 2, belowXs: 1 }} space="lg" data-pagefind-ignore="all">
        {practiceAreaSummaries.map((area) => (
          <li key={area.Id}>
            <article className={styles.card}>
              {/* The title beside it names the area, so the icon is decorative. */}
              <ContentImage image={area.sIcon} className={styles.icon} decorative />
              <Stack space="xs">
                <Text as="h3" size="lg">
                  <Link to={practicePath(area.slug)} className={styles.titleLink}>
                    {area.sTitle}
                  </Link>
                </Text>
                <Text as="p" size="sm" tone="muted">
                  {area.description}
                </Text>
              </Stack>
            </article>
          </li>
        ))}
      </Tiles>
    </div>
  );
}
