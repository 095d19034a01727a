import { type BlogPostSummary, blogPostSummaries, byPublicationDate } from '@firm/data';
import { Tiles } from '@firm/ui';
import { Link } from 'react-router-dom';
import * as styles from './PostNavigation.css';

interface PostNavigationProps {
  post: BlogPostSummary;
  /** Address of a post in the current layout, so readers stay in it. */
  postHref: (slug: string) => string;
}

const postsOldestFirst = [...blogPostSummaries].sort(byPublicationDate);

/**
 * Links to the older ('Previous post') and newer ('Next post') neighbours in publication
 * order. The oldest post has no previous link and the newest no next link.
 */
export function PostNavigation({ post, postHref }: PostNavigationProps) {
  const index = postsOldestFirst.findIndex((candidate) => candidate.id === post.id);
  if (index < 0) return null;
  const previous = postsOldestFirst[index - 1];
  const next = postsOldestFirst[index + 1];
  return (
    <nav aria-label="More posts">
      <Tiles
        as="ul"
        columns={{ base: 2, belowXs: 1 }}
        space="md"
        marginTop="xxl"
        paddingY="lg"
        className={styles.list}
      >
        {previous ? (
          <li>
            <Link to={postHref(previous.slug)} className={styles.link} rel="prev">
              <span className={styles.direction}>Previous post</span>
              <span className={styles.title}>{previous.title}</span>
            </Link>
          </li>
        ) : null}
        {next ? (
          <li className={styles.next}>
            <Link to={postHref(next.slug)} className={styles.link} rel="next">
              <span className={styles.direction}>Next post</span>
              <span className={styles.title}>{next.title}</span>
            </Link>
          </li>
        ) : null}
      </Tiles>
    </nav>
  );
}
