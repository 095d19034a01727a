import { blogPostSummaries, limits } from '@firm/data';
import { buttonClassName } from '@firm/ui';
import { Link } from 'react-router-dom';
import { type BandProps, Section } from '../layout/Section';
import * as styles from './BlogTeaser.css';
import { CategoryLabel } from './CategoryLabel';
import { ContentImage } from './ContentImage';
import { blogPath } from './paths';
import { ReadMoreLink } from './ReadMoreLink';

interface BlogTeaserProps extends BandProps {
  /** The section heading. @default 'Latest News' */
  title?: string;
}

/**
 * The newest posts (spec §9: two) as cards with a 'More Blog Post' link to the blog, for the
 * home and contact pages. Always below the fold there, so the images load lazily.
 */
export function BlogTeaser({ title = 'Latest News', ...band }: BlogTeaserProps) {
  const posts = blogPostSummaries.slice(0, limits.blogTeaser);
  return (
    <Section id="blog-teaser" eyebrow="From our blog" title={title} {...band}>
      {/* Summaries of the posts: the site's search finds each post on its own page instead. */}
      <ul className={styles.grid} data-pagefind-ignore="all">
        {posts.map((post) => (
          <li key={post.id}>
            <article className={styles.card}>
              <ContentImage image={post.screens} className={styles.image} />
              <div className={styles.body}>
                <CategoryLabel>{post.thumb}</CategoryLabel>
                <h3 className={styles.title}>{post.title}</h3>
                <ReadMoreLink post={post} className={styles.readMore} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.footer}>
        <Link to={blogPath} className={buttonClassName({ tone: 'primary' })}>
          More Blog Post
        </Link>
      </p>
    </Section>
  );
}
