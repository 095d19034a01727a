import { blogCommentContent, blogPostContent, blogTagContent } from '../content/blog';
import {
  BlogCommentListSchema,
  type BlogPost,
  BlogPostListSchema,
  type Category,
} from '../schemas';
import { findBySlug } from '../slug';
import { parseFixture } from '../validation';
import { practiceAreas } from './practice-areas';

/** Newest first. */
export const blogPosts = /* @__PURE__ */ parseFixture(
  'blogPosts',
  BlogPostListSchema,
  blogPostContent,
);

export function getPostBySlug(slug: string): BlogPost | undefined {
  return findBySlug(blogPosts, slug);
}

/** Blog categories: the practice areas, so each links to `/practice-single/{slug}`. */
export const categories: readonly Category[] = /* @__PURE__ */ (() =>
  practiceAreas.map(({ slug, sTitle }) => ({ slug, sTitle })))();

/** Static tags of the blog sidebar; each links to `/blog`. */
export const blogTags: readonly string[] = blogTagContent;

/** The fixed comment thread under every post. */
export const blogComments = /* @__PURE__ */ parseFixture(
  'blogComments',
  BlogCommentListSchema,
  blogCommentContent,
);
