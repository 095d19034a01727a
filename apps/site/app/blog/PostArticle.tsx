import type { BlogPost } from '@firm/data';
import { Stack } from '@firm/ui';
import { CategoryLabel } from './CategoryLabel';
import * as styles from './PostArticle.css';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';

/** The article itself: wide picture, category, date/author/comments, and the text. */
export function PostArticle({ post }: { post: BlogPost }) {
  const [lead, ...rest] = post.body;
  return (
    <>
      <PostImage post={post} image={post.blogSingleImg} eager />
      <Stack space="sm" align="start" marginTop="lg" marginBottom="lg">
        <CategoryLabel>{post.thumb}</CategoryLabel>
        <PostMeta post={post} />
      </Stack>
      <div className={styles.body}>
        <p className={styles.lead}>{lead}</p>
        {rest.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
