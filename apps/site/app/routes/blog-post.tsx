import { getPostBySlug } from '@firm/data';
import { BlogPostPage } from '../blog/BlogPostPage';
import { postMeta } from '../blog/postSeo';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { notFoundMeta } from '../seo';
import type { Route } from './+types/blog-post';

export const meta: Route.MetaFunction = ({ params, location }) => {
  const post = getPostBySlug(params.slug);
  return post ? postMeta(post) : notFoundMeta(location.pathname);
};

export default function BlogPostRoute({ params }: Route.ComponentProps) {
  const post = getPostBySlug(params.slug);
  if (!post) {
    return <NotFoundMessage />;
  }
  return <BlogPostPage post={post} placement="right" />;
}
