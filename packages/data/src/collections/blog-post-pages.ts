// Every post whole, for a post's own page: its own module, so that the lists of posts (blog.ts)
// never bring the articles into a bundle.

import { parseCollection } from '#validation';
import { blogPostSummaryContent } from '../content/blog.js';
import { blogPostPageContent } from '../content/blog-post-pages.js';
import { withDisplayDate } from '../content-rules.js';
import type { BlogPost } from '../schemas/blog.js';
import { findBySlug } from '../slug.js';
import { withPages } from '../with-pages.js';

/** Every post, newest first: its summary and its article. */
export const blogPosts = /* @__PURE__ */ parseCollection(
  'blogPosts',
  /* @__PURE__ */ withPages(blogPostSummaryContent, blogPostPageContent, 'id').map(withDisplayDate),
);

export function getPostBySlug(slug: string): BlogPost | undefined {
  return findBySlug(blogPosts, slug);
}
