import type { BlogPost } from '@firm/data';
import { PageTitle } from '../layout/PageTitle';
import { AuthorBox } from './AuthorBox';
import { BlogSidebar } from './BlogSidebar';
import { CommentForm } from './CommentForm';
import { COMMENT_FORM_ID, CommentThread } from './CommentThread';
import { PostArticle } from './PostArticle';
import * as styles from './PostArticle.css';
import { PostNavigation } from './PostNavigation';
import { blogLayouts } from './paths';
import { SidebarLayout, type SidebarPlacement } from './SidebarLayout';

interface BlogPostPageProps {
  post: BlogPost;
  /** Which of the three post layouts this is. */
  placement: SidebarPlacement;
}

/** A post page in one of the three layouts: article, author, neighbours, comments, form. */
export function BlogPostPage({ post, placement }: BlogPostPageProps) {
  const layout = blogLayouts[placement];
  return (
    <>
      <PageTitle title={post.title} />
      <SidebarLayout placement={placement} sidebar={<BlogSidebar />}>
        <article>
          <PostArticle post={post} />
          <AuthorBox post={post} />
        </article>
        <PostNavigation post={post} postHref={layout.postPath} />
        <section className={styles.section} aria-labelledby="comments-heading">
          <h2 id="comments-heading" className={styles.sectionTitle}>
            Comments
          </h2>
          <CommentThread />
        </section>
        <section
          id={COMMENT_FORM_ID}
          className={styles.section}
          aria-labelledby="comment-form-heading"
        >
          <h2 id="comment-form-heading" className={styles.sectionTitle}>
            Post Comments
          </h2>
          <CommentForm headingId="comment-form-heading" />
        </section>
      </SidebarLayout>
    </>
  );
}
