import type { BlogPost } from '@firm/data';
import { Stack, Text } from '@firm/ui';
import { PageTitle } from '../layout/PageTitle';
import { AuthorBox } from './AuthorBox';
import { BlogSidebar } from './BlogSidebar';
import { CommentForm } from './CommentForm';
import { COMMENT_FORM_ID, CommentThread } from './CommentThread';
import { PostArticle } from './PostArticle';
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
        <Stack as="section" space="lg" marginTop="xxl" aria-labelledby="comments-heading">
          <Text as="h2" id="comments-heading" size="xl">
            Comments
          </Text>
          <CommentThread />
        </Stack>
        <Stack
          as="section"
          space="lg"
          marginTop="xxl"
          id={COMMENT_FORM_ID}
          aria-labelledby="comment-form-heading"
        >
          <Text as="h2" id="comment-form-heading" size="xl">
            Post Comments
          </Text>
          <CommentForm headingId="comment-form-heading" />
        </Stack>
      </SidebarLayout>
    </>
  );
}
