import { blogPostSummaries, limits } from '@firm/data';
import { Box, buttonClassName, Stack, Text, Tiles } from '@firm/ui';
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
      <Tiles as="ul" columns={{ base: 2, belowSm: 1 }} space="lg" data-pagefind-ignore="all">
        {posts.map((post) => (
          <li key={post.id}>
            <Stack as="article" className={styles.card}>
              <ContentImage image={post.screens} className={styles.image} />
              <Stack space="sm" align="start" className={styles.body}>
                <CategoryLabel>{post.thumb}</CategoryLabel>
                <Text as="h3" size="lg">
                  {post.title}
                </Text>
                <ReadMoreLink post={post} className={styles.readMore} />
              </Stack>
            </Stack>
          </li>
        ))}
      </Tiles>
      <Box as="p" marginTop="xl" textAlign="center">
        <Link to={blogPath} className={buttonClassName({ tone: 'primary' })}>
          More Blog Post
        </Link>
      </Box>
    </Section>
  );
}
