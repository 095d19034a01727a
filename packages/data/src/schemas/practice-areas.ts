import * as v from 'valibot';
import { IdSchema, ImageAssetSchema, keyedList, SlugSchema, TextSchema } from './common.js';

/** A practice area's summary: what the footer, the cards, the sidebar and blog categories show. */
const practiceAreaSummaryEntries = {
  Id: IdSchema,
  /** Title, e.g. 'Family Law'. */
  sTitle: TextSchema,
  slug: SlugSchema,
  /** Line icon for light backgrounds. */
  sIcon: ImageAssetSchema,
  /** Illustration for cards and the detail page. */
  sImg: ImageAssetSchema,
  /** Summary for cards; also the detail page's first paragraph. */
  description: TextSchema,
  /** Optional tile version of the icon for dark backgrounds; fall back to `sIcon` when absent. */
  icon: v.optional(ImageAssetSchema),
};

/** What only the practice area's own page shows. */
const practiceAreaPageEntries = {
  /** Detail page, second paragraph. */
  des2: TextSchema,
  /** Detail page, third paragraph. */
  des3: TextSchema,
  /** Text of the detail page's three tabs (precautions is the default tab). */
  tabs: v.strictObject({
    precautions: TextSchema,
    intelligence: TextSchema,
    specializations: TextSchema,
  }),
};

export const PracticeAreaSummarySchema = v.strictObject(practiceAreaSummaryEntries);
export type PracticeAreaSummary = v.InferOutput<typeof PracticeAreaSummarySchema>;

/** A practice area's page texts, joined to its summary by `Id`. */
export const PracticeAreaPageSchema = v.strictObject({ Id: IdSchema, ...practiceAreaPageEntries });

export const PracticeAreaSchema = v.strictObject({
  ...practiceAreaSummaryEntries,
  ...practiceAreaPageEntries,
});
export type PracticeArea = v.InferOutput<typeof PracticeAreaSchema>;

export const PracticeAreaListSchema = /* @__PURE__ */ keyedList(PracticeAreaSchema, [
  'Id',
  'slug',
  'sTitle',
]);

export const PracticeAreaSummaryListSchema = /* @__PURE__ */ keyedList(PracticeAreaSummarySchema, [
  'Id',
  'slug',
  'sTitle',
]);
export const PracticeAreaPageListSchema = /* @__PURE__ */ keyedList(PracticeAreaPageSchema, ['Id']);

/** A blog category: a practice area's slug and title, linking to its detail page. */
export type Category = Pick<PracticeAreaSummary, 'slug' | 'sTitle'>;
