import * as v from 'valibot';
import { attorneySlug } from '../slug.js';
import {
  EmailSchema,
  IdSchema,
  ImageAssetSchema,
  keyedList,
  nonEmptyList,
  PhoneSchema,
  SlugSchema,
  SocialLinkSchema,
  TextSchema,
} from './common.js';

export const SkillSchema = v.strictObject({
  label: TextSchema,
  /** Percentage shown by the skill bar. */
  value: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100, 'must be at most 100')),
});
export type Skill = v.InferOutput<typeof SkillSchema>;

/** An attorney's summary: what the team grid, the sliders and an author line show. */
const attorneySummaryEntries = {
  Id: IdSchema,
  name: v.pipe(
    TextSchema,
    v.check((name) => attorneySlug(name) !== '', 'must contain letters or digits for the slug'),
  ),
  /** Role label, e.g. 'Managing Partner'. */
  title: TextSchema,
  AtImg: ImageAssetSchema,
  /** Built from the name by {@link withAttorneySlug}; never written by hand. */
  slug: SlugSchema,
};

/** What only the attorney's own page shows. */
const attorneyPageEntries = {
  phone: PhoneSchema,
  email: EmailSchema,
  /** Display text, e.g. '18 Years'. */
  experience: TextSchema,
  address: TextSchema,
  socials: nonEmptyList(SocialLinkSchema),
  about: TextSchema,
  /** The detail page's "Experience" section (the short `experience` is the years). */
  experienceText: TextSchema,
  education: TextSchema,
  achievements: TextSchema,
  skills: nonEmptyList(SkillSchema),
};

const SLUG_OF_NAME = 'slug must be built from the name (use withAttorneySlug)';

export const AttorneySummarySchema = v.pipe(
  v.strictObject(attorneySummaryEntries),
  v.check(({ name, slug }) => slug === attorneySlug(name), SLUG_OF_NAME),
);
export type AttorneySummary = v.InferOutput<typeof AttorneySummarySchema>;
/** An attorney's summary as the content is written: everything but the derived slug. */
export type AttorneySummaryContent = Omit<AttorneySummary, 'slug'>;

/** An attorney's page texts, joined to the summary by `Id`. */
export const AttorneyPageSchema = v.strictObject({ Id: IdSchema, ...attorneyPageEntries });
export type AttorneyPageContent = v.InferOutput<typeof AttorneyPageSchema>;

export const AttorneySchema = v.pipe(
  v.strictObject({ ...attorneySummaryEntries, ...attorneyPageEntries }),
  v.check(({ name, slug }) => slug === attorneySlug(name), SLUG_OF_NAME),
);
export type Attorney = v.InferOutput<typeof AttorneySchema>;
/** A whole attorney as summary and page give it: everything but the derived slug. */
export type AttorneyContent = Omit<Attorney, 'slug'>;

export const AttorneyListSchema = /* @__PURE__ */ keyedList(AttorneySchema, ['Id', 'slug']);
export const AttorneySummaryListSchema = /* @__PURE__ */ keyedList(AttorneySummarySchema, [
  'Id',
  'slug',
]);
