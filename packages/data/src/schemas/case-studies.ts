import * as v from 'valibot';
import { AdvertisingNoticeSchema } from './advertising.js';
import { IdSchema, ImageAssetSchema, keyedList, SlugSchema, TextSchema } from './common.js';

export const CaseStudySchema = v.strictObject({
  Id: IdSchema,
  cTitle: TextSchema,
  /** Not unique: the spec repeats 'Real-Estate'; lookups return the first match. */
  slug: SlugSchema,
  cImg: ImageAssetSchema,
  /** Category label shown on cards, e.g. 'Criminal Law'. */
  category: TextSchema,
  /** Text of the Challenge, Solution and Results tabs (Challenge is the default tab). */
  challenge: TextSchema,
  solution: TextSchema,
  results: TextSchema,
});
export type CaseStudy = v.InferOutput<typeof CaseStudySchema>;

/** Ids are unique; slugs may repeat (see `slug`). */
export const CaseStudyListSchema = /* @__PURE__ */ keyedList(CaseStudySchema, ['Id']);

/** The case studies with the advertising notice every page showing them must carry. */
export const CaseStudyCollectionSchema = v.strictObject({
  advertisingNotice: AdvertisingNoticeSchema,
  entries: CaseStudyListSchema,
});
