import * as v from 'valibot';
import { AdvertisingNoticeSchema } from './advertising.js';
import { IdSchema, ImageAssetSchema, keyedList, TextSchema } from './common.js';

export const TestimonialSchema = v.strictObject({
  id: IdSchema,
  /** Portrait of the person quoted. */
  tsImg: ImageAssetSchema,
  /** The quote. */
  Des: TextSchema,
  /** The person's name. */
  Title: TextSchema,
  /** The person's role, e.g. 'Small Business Owner'. */
  Sub: TextSchema,
});
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const TestimonialListSchema = /* @__PURE__ */ keyedList(TestimonialSchema, ['id']);

/** The testimonials with the advertising notice every page showing them must carry. */
export const TestimonialCollectionSchema = v.strictObject({
  advertisingNotice: AdvertisingNoticeSchema,
  entries: TestimonialListSchema,
});
