import * as v from 'valibot';
import { blogPostFormats, displayDate } from '../content-rules.js';
import {
  IdSchema,
  ImageAssetSchema,
  keyedList,
  nonEmptyList,
  SlugSchema,
  TextSchema,
} from './common.js';

export type BlogPostFormat = (typeof blogPostFormats)[number];

/** A post's summary: what the lists, the teaser, the sidebar and the post navigation show. */
const blogPostSummaryEntries = {
  id: IdSchema,
  title: TextSchema,
  slug: SlugSchema,
  /** List image. */
  screens: ImageAssetSchema,
  /** Category label, e.g. 'Business Law'. */
  thumb: TextSchema,
  /** Teaser text for lists. */
  description: TextSchema,
  author: TextSchema,
  /** Publication date (ISO), for `<time dateTime>` and ordering. */
  publishedOn: v.pipe(v.string(), v.isoDate('must be an ISO date such as "2023-08-14"')),
  /** Number of comments, as display text. */
  comment: v.pipe(v.string(), v.digits('must be a count written in digits, e.g. "4"')),
  blClass: v.picklist(blogPostFormats, `must be one of: ${blogPostFormats.join(', ')}`),
  /** Display date ('14 AUG,23'), built from publishedOn by {@link withDisplayDate}. */
  create_at: v.string(),
};

/** What only the post's own page shows: its wide image, the author's role and the article. */
const blogPostPageEntries = {
  /** Wide image at the top of the post. */
  blogSingleImg: ImageAssetSchema,
  authorTitle: TextSchema,
  /** Article paragraphs. */
  body: nonEmptyList(TextSchema),
};

const DATE_OF_PUBLICATION = 'create_at must be built from publishedOn (use withDisplayDate)';

export const BlogPostSummarySchema = v.pipe(
  v.strictObject(blogPostSummaryEntries),
  v.check(
    ({ publishedOn, create_at }) => create_at === displayDate(publishedOn),
    DATE_OF_PUBLICATION,
  ),
);
export type BlogPostSummary = v.InferOutput<typeof BlogPostSummarySchema>;
/** A post's summary as the content is written: everything but the derived display date. */
export type BlogPostSummaryContent = Omit<BlogPostSummary, 'create_at'>;

/**
 * A post's page fields (its wide image, the author's role, the article), joined to its summary
 * by `id`.
 */
export const BlogPostPageSchema = v.strictObject({ id: IdSchema, ...blogPostPageEntries });
export type BlogPostPageContent = v.InferOutput<typeof BlogPostPageSchema>;

export const BlogPostSchema = v.pipe(
  v.strictObject({ ...blogPostSummaryEntries, ...blogPostPageEntries }),
  v.check(
    ({ publishedOn, create_at }) => create_at === displayDate(publishedOn),
    DATE_OF_PUBLICATION,
  ),
);
export type BlogPost = v.InferOutput<typeof BlogPostSchema>;
/** A whole post as summary and page give it: everything but the derived display date. */
export type BlogPostContent = Omit<BlogPost, 'create_at'>;

export const BlogPostListSchema = /* @__PURE__ */ keyedList(BlogPostSchema, ['id', 'slug']);
export const BlogPostSummaryListSchema = /* @__PURE__ */ keyedList(BlogPostSummarySchema, [
  'id',
  'slug',
]);

/** A fixed comment in a post's comment thread; `replyTo` nests it under another comment. */
export const BlogCommentSchema = v.strictObject({
  id: IdSchema,
  name: TextSchema,
  date: TextSchema,
  text: TextSchema,
  replyTo: v.optional(IdSchema),
});
export type BlogComment = v.InferOutput<typeof BlogCommentSchema>;

export const BlogCommentListSchema = /* @__PURE__ */ keyedList(BlogCommentSchema, ['id']);
