import * as v from 'valibot';
import { TextSchema } from './common.js';

/**
 * What bar rules ask of a page that shows case results or client testimonials: the label that
 * marks the page as attorney advertising, and the disclaimer that past results promise nothing.
 * A collection of results or testimonials carries one (see CaseStudyCollectionSchema and
 * TestimonialCollectionSchema), so content without it cannot reach a page.
 */
export const AdvertisingNoticeSchema = v.strictObject({
  /** e.g. 'Attorney Advertising'. */
  label: TextSchema,
  /** e.g. 'Prior results do not guarantee a similar outcome.' */
  disclaimer: TextSchema,
});
export type AdvertisingNotice = v.InferOutput<typeof AdvertisingNoticeSchema>;
