import * as v from 'valibot';
import { AdvertisingNoticeSchema } from './advertising.js';
import { IdSchema, ImageAssetSchema, keyedList, SlugSchema, TextSchema } from './common.js';

/** A case study's summary: what its cards in lists, sliders and related cases show. */
const caseStudySummaryEntries = {
  Id: IdSchema,
  cTitle: TextSchema,
  /** Not unique: the spec repeats 'Real-Estate'; lookups return the first match. */
  slug: SlugSchema,
  cImg: ImageAssetSchema,
  /** Category label shown on cards, e.g. 'Criminal Law'. */
  category: TextSchema,
};

/** What only the case study's own page shows. */
const caseStudyPageEntries = {
  /** Text of the Challenge, Solution and Results tabs (Challenge is the default tab). */
  challenge: TextSchema,
  solution: TextSchema,
  results: TextSchema,
};

export const CaseStudySummarySchema = v.strictObject(caseStudySummaryEntries);
export type CaseStudySummary = v.InferOutput<typeof CaseStudySummarySchema>;

/** A case study's page texts, joined to its summary by `Id`. */
export const CaseStudyPageSchema = v.strictObject({ Id: IdSchema, ...caseStudyPageEntries });

export const CaseStudySchema = v.strictObject({
  ...caseStudySummaryEntries,
  ...caseStudyPageEntries,
});
export type CaseStudy = v.InferOutput<typeof CaseStudySchema>;

/** Ids are unique; slugs may repeat (see `slug`). */
export const CaseStudyListSchema = /* @__PURE__ */ keyedList(CaseStudySchema, ['Id']);
export const CaseStudySummaryListSchema = /* @__PURE__ */ keyedList(CaseStudySummarySchema, ['Id']);
export const CaseStudyPageListSchema = /* @__PURE__ */ keyedList(CaseStudyPageSchema, ['Id']);

/** The case studies with the advertising notice every page showing them must carry. */
export const CaseStudyCollectionSchema = v.strictObject({
  advertisingNotice: AdvertisingNoticeSchema,
  entries: CaseStudyListSchema,
});

/** The summaries alone, with the same notice: what a list of cases needs. */
export const CaseStudySummaryCollectionSchema = v.strictObject({
  advertisingNotice: AdvertisingNoticeSchema,
  entries: CaseStudySummaryListSchema,
});
