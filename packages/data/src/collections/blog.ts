import { parseCollection } from '#validation';
import { blogCommentContent, blogPostContent, blogTagContent } from '../content/blog.js';
import { withDisplayDate } from '../content-rules.js';
import type { BlogPost } from '../schemas/blog.js';
import type { Category } from '../schemas/practice-areas.js';
import { findBySlug } from '../slug.js';
import { practiceAreas } from './practice-areas.js';

/** Newest first. */
export const blogPosts = /* @__PURE__ */ parseCollection(
  'blogPosts',
  /* @__PURE__ */ blogPostContent.map(withDisplayDate),
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
export const blogComments = /* @__PURE__ */ parseCollection('blogComments', blogCommentContent);
