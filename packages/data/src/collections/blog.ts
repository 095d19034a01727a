import { parseCollection } from '#validation';
import { blogCommentContent, blogPostSummaryContent, blogTagContent } from '../content/blog.js';
import { withDisplayDate } from '../content-rules.js';
import type { Category } from '../schemas/practice-areas.js';
import { practiceAreaSummaries } from './practice-areas.js';

/**
 * The posts as lists show them, newest first. A page that lists posts imports these, and its
 * bundle carries none of the articles (`blogPosts`, in blog-post-pages.ts, has them).
 */
export const blogPostSummaries = /* @__PURE__ */ parseCollection(
  'blogPostSummaries',
  /* @__PURE__ */ blogPostSummaryContent.map(withDisplayDate),
);

/** Blog categories: the practice areas, so each links to `/practice-single/{slug}`. */
export const categories: readonly Category[] = /* @__PURE__ */ (() =>
  practiceAreaSummaries.map(({ slug, sTitle }) => ({ slug, sTitle })))();

/** Static tags of the blog sidebar; each links to `/blog`. */
export const blogTags: readonly string[] = blogTagContent;

/** The fixed comment thread under every post. */
export const blogComments = /* @__PURE__ */ parseCollection('blogComments', blogCommentContent);
