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

export const AttorneySchema = v.pipe(
  v.strictObject({
    Id: IdSchema,
    name: v.pipe(
      TextSchema,
      v.check((name) => attorneySlug(name) !== '', 'must contain letters or digits for the slug'),
    ),
    /** Role label, e.g. 'Managing Partner'. */
    title: TextSchema,
    AtImg: ImageAssetSchema,
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
    /** Built from the name by {@link withAttorneySlug}; never written by hand. */
    slug: SlugSchema,
  }),
  v.check(
    ({ name, slug }) => slug === attorneySlug(name),
    'slug must be built from the name (use withAttorneySlug)',
  ),
);
export type Attorney = v.InferOutput<typeof AttorneySchema>;
/** An attorney as the content is written: everything but the derived slug. */
export type AttorneyContent = Omit<Attorney, 'slug'>;

export const AttorneyListSchema = /* @__PURE__ */ keyedList(AttorneySchema, ['Id', 'slug']);
