import * as v from 'valibot';
import { IdSchema, ImageAssetSchema, keyedList, SlugSchema, TextSchema } from './common.js';

export const PracticeAreaSchema = v.strictObject({
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
  /** Optional tile version of the icon for dark backgrounds; fall back to `sIcon` when absent. */
  icon: v.optional(ImageAssetSchema),
});
export type PracticeArea = v.InferOutput<typeof PracticeAreaSchema>;

export const PracticeAreaListSchema = /* @__PURE__ */ keyedList(PracticeAreaSchema, [
  'Id',
  'slug',
  'sTitle',
]);

/** A blog category: a practice area's slug and title, linking to its detail page. */
export type Category = Pick<PracticeArea, 'slug' | 'sTitle'>;
