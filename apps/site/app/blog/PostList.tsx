import type { BlogPostSummary } from '@firm/data';
import { Stack, Text } from '@firm/ui';
import { Link } from 'react-router-dom';
import { CategoryLabel } from './CategoryLabel';
import { PostImage } from './PostImage';
import * as styles from './PostList.css';
import { PostMeta } from './PostMeta';
import { ReadMoreLink } from './ReadMoreLink';
import { accentLink } from './shared.css';

interface PostListProps {
  posts: readonly BlogPostSummary[];
  /** Address of a post in the list's layout. */
  postHref: (slug: string) => string;
}

/** Blog posts in full (picture, category, date, author, comments, title, excerpt, Read More). */
export function PostList({ posts, postHref }: PostListProps) {
  return (
    // Summaries of the posts: the site's search finds each post on its own page instead.
    <Stack as="ul" space="xxl" data-pagefind-ignore="all">
      {posts.map((post, index) => (
        <li key={post.id}>
          <article>
            <PostImage post={post} image={post.screens} eager={index === 0} />
            <Stack space="sm" align="start" marginTop="lg">
              <CategoryLabel>{post.thumb}</CategoryLabel>
              <PostMeta post={post} />
              <Text as="h2" size="xl">
                <Link to={postHref(post.slug)} className={styles.titleLink}>
                  {post.title}
                </Link>
              </Text>
              <p className={styles.excerpt}>{post.description}</p>
              <ReadMoreLink post={post} to={postHref(post.slug)} className={accentLink} />
            </Stack>
          </article>
        </li>
      ))}
    </Stack>
  );
}
