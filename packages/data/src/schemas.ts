/**
 * Valibot schemas for every collection. The exported TypeScript types are inferred from these
 * (`v.InferOutput`), so the types cannot drift from what is validated.
 *
 * Fields that can be computed are computed here, not typed twice: an attorney's `slug` from the
 * name, a product's integer cents from its price strings, a post's display date from its ISO
 * date. Content files therefore hold only facts.
 */
import * as v from 'valibot';
import {
  blogPostFormats,
  cardTypeValues,
  displayDate,
  isPrice,
  PRICE_PATTERN,
  productCategories,
  socialNetworks,
  toCents,
  withAttorneySlug,
  withCents,
  withDisplayDate,
} from './content-rules.js';
import { attorneySlug } from './slug.js';

export {
  blogPostFormats,
  byPublicationDate,
  cardTypeValues,
  displayDate,
  productCategories,
  socialNetworks,
  toCents,
  withAttorneySlug,
  withCents,
  withDisplayDate,
} from './content-rules.js';

// ---------- building blocks ----------

/** Non-empty display text without stray surrounding whitespace. */
export const TextSchema = v.pipe(
  v.string(),
  v.nonEmpty('must not be empty'),
  v.check((value) => value.trim() === value, 'must not start or end with whitespace'),
);

/** Letters, digits and single hyphens: safe in a URL path segment without encoding. */
export const SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export const SlugSchema = v.pipe(
  v.string(),
  v.regex(SLUG_PATTERN, 'must be URL-safe: letters, digits and single hyphens, e.g. "Family-Law"'),
);

/** A stable key for list rendering and cross-references; never shown to visitors. */
export const IdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits or hyphens'),
);

const PositiveIntegerSchema = v.pipe(
  v.number(),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be positive'),
);

/**
 * An image the site renders with explicit dimensions. `src` is whatever the bundler makes of the
 * static import (a hashed URL in the site, a path in tests); `width`/`height` are the SVG's own
 * attributes, so the browser reserves the right box before the file arrives.
 */
export const ImageAssetSchema = v.strictObject({
  src: v.pipe(v.string(), v.nonEmpty('must not be empty')),
  alt: v.pipe(
    v.string(),
    v.nonEmpty('needs alt text that says what the image shows'),
    v.check((value) => value.trim() === value, 'must not start or end with whitespace'),
  ),
  width: PositiveIntegerSchema,
  height: PositiveIntegerSchema,
});
export type ImageAsset = v.InferOutput<typeof ImageAssetSchema>;

/** Social networks the site has icons for. */
export type SocialNetwork = (typeof socialNetworks)[number];

export const SocialLinkSchema = v.strictObject({
  network: v.picklist(socialNetworks, `must be one of: ${socialNetworks.join(', ')}`),
  url: v.pipe(
    v.string(),
    v.url('must be an absolute URL'),
    v.startsWith('https://', 'must use https'),
  ),
  /** Accessible name of the icon link, e.g. 'LinkedIn'. */
  label: TextSchema,
});
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

const EmailSchema = v.pipe(v.string(), v.email('must be an e-mail address'));
const PhoneSchema = v.pipe(
  v.string(),
  v.regex(/^\+?[0-9 ().-]{7,20}$/, 'must be a phone number such as "+1 (215) 555-0142"'),
);

/**
 * A non-empty, read-only list in which each of `keys` is unique. A repeat is reported at the
 * repeating item, e.g. `products[7]: id "3" is used more than once`.
 */
export function keyedList<
  TItem extends v.GenericSchema,
  TKey extends keyof v.InferOutput<TItem> & string,
>(item: TItem, keys: readonly TKey[]) {
  return v.pipe(
    v.array(item),
    v.minLength(1, 'must have at least one entry'),
    v.rawCheck<v.InferOutput<TItem>[]>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const key of keys) {
        const seen = new Set<string>();
        dataset.value.forEach((entry, index) => {
          const value = String(entry[key]);
          if (seen.has(value)) {
            addIssue({
              message: `${key} "${value}" is used more than once`,
              path: [
                { type: 'array', origin: 'value', input: dataset.value, key: index, value: entry },
              ],
            });
          }
          seen.add(value);
        });
      }
    }),
    v.readonly(),
  );
}

/** A non-empty list of `item` (for lists inside an entry, such as an attorney's links). */
function nonEmptyList<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(v.array(item), v.minLength(1, 'must have at least one entry'));
}

// ---------- practice areas ----------

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

// ---------- case studies ----------

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

// ---------- attorneys ----------

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

// ---------- testimonials and partners ----------

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

export const PartnerSchema = v.strictObject({
  id: IdSchema,
  name: TextSchema,
  logo: ImageAssetSchema,
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

export const PartnerListSchema = /* @__PURE__ */ keyedList(PartnerSchema, ['id', 'name']);

// ---------- blog ----------

export type BlogPostFormat = (typeof blogPostFormats)[number];

export const BlogPostSchema = v.pipe(
  v.strictObject({
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
    authorTitle: TextSchema,
    /** Publication date (ISO), for `<time dateTime>` and ordering. */
    publishedOn: v.pipe(v.string(), v.isoDate('must be an ISO date such as "2023-08-14"')),
    /** Wide image at the top of the post. */
    blogSingleImg: ImageAssetSchema,
    /** Number of comments, as display text. */
    comment: v.pipe(v.string(), v.digits('must be a count written in digits, e.g. "4"')),
    blClass: v.picklist(blogPostFormats, `must be one of: ${blogPostFormats.join(', ')}`),
    /** Article paragraphs. */
    body: nonEmptyList(TextSchema),
    /** Display date ('14 AUG,23'), built from publishedOn by {@link withDisplayDate}. */
    create_at: v.string(),
  }),
  v.check(
    ({ publishedOn, create_at }) => create_at === displayDate(publishedOn),
    'create_at must be built from publishedOn (use withDisplayDate)',
  ),
);
export type BlogPost = v.InferOutput<typeof BlogPostSchema>;
/** A post as the content is written: everything but the derived display date. */
export type BlogPostContent = Omit<BlogPost, 'create_at'>;

export const BlogPostListSchema = /* @__PURE__ */ keyedList(BlogPostSchema, ['id', 'slug']);

// ---------- products ----------

/** A price as the spec writes it: whole units ('65') or units and cents ('24.50'). */
export const PriceSchema = v.pipe(
  v.string(),
  v.regex(PRICE_PATTERN, 'must be a price such as "65" or "24.50" (no currency sign)'),
  // Guarded so a malformed price gets one message, not two.
  v.check((price) => !isPrice(price) || toCents(price) > 0, 'must be more than zero'),
);

export type ProductCategory = (typeof productCategories)[number];

export const ProductSchema = v.pipe(
  v.strictObject({
    id: PositiveIntegerSchema,
    proImg: ImageAssetSchema,
    title: TextSchema,
    slug: SlugSchema,
    /** Current price, spec form ('65'). */
    price: PriceSchema,
    /** Old (struck-through) price, spec form. */
    delPrice: PriceSchema,
    brand: TextSchema,
    size: TextSchema,
    category: v.picklist(productCategories, `must be one of: ${productCategories.join(', ')}`),
    /** Integer cents of `price`, built by {@link withCents}. */
    priceCents: v.number(),
    /** Integer cents of `delPrice`, built by {@link withCents}. */
    delPriceCents: v.number(),
  }),
  v.check(
    ({ price, delPrice }) =>
      !isPrice(price) || !isPrice(delPrice) || toCents(delPrice) > toCents(price),
    'delPrice (the old price) must be higher than price',
  ),
  // Guarded like the price check, so a malformed price gets one message, not two.
  v.check(
    ({ price, delPrice, priceCents, delPriceCents }) =>
      !isPrice(price) ||
      !isPrice(delPrice) ||
      (priceCents === toCents(price) && delPriceCents === toCents(delPrice)),
    'priceCents and delPriceCents must be built from the prices (use withCents)',
  ),
);
export type Product = v.InferOutput<typeof ProductSchema>;
/** A product as the content is written: the prices in the spec's form, without the cents. */
export type ProductContent = Omit<Product, 'priceCents' | 'delPriceCents'>;

export const ProductListSchema = /* @__PURE__ */ keyedList(ProductSchema, ['id', 'slug']);

// ---------- home page blocks ----------

export const HeroSlideSchema = v.strictObject({
  id: IdSchema,
  headline: TextSchema,
  text: TextSchema,
  image: ImageAssetSchema,
});
export type HeroSlide = v.InferOutput<typeof HeroSlideSchema>;

export const HomePracticeItemSchema = v.strictObject({
  id: IdSchema,
  title: TextSchema,
  text: TextSchema,
  icon: ImageAssetSchema,
});
export type HomePracticeItem = v.InferOutput<typeof HomePracticeItemSchema>;

export const ProcessStepSchema = v.strictObject({
  id: IdSchema,
  title: TextSchema,
  text: TextSchema,
});
export type ProcessStep = v.InferOutput<typeof ProcessStepSchema>;

export const CounterSchema = v.strictObject({
  value: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Shown right after the number ('%'); '' for none. */
  suffix: v.string(),
  label: TextSchema,
});
export type Counter = v.InferOutput<typeof CounterSchema>;

export const FaqSchema = v.strictObject({
  id: IdSchema,
  question: TextSchema,
  answer: TextSchema,
});
export type Faq = v.InferOutput<typeof FaqSchema>;

export const AwardSchema = v.strictObject({
  id: IdSchema,
  title: TextSchema,
  issuer: TextSchema,
  year: v.pipe(v.number(), v.integer(), v.minValue(1900)),
  image: ImageAssetSchema,
});
export type Award = v.InferOutput<typeof AwardSchema>;

export const QuoteSchema = v.strictObject({
  text: TextSchema,
  author: TextSchema,
  role: TextSchema,
});
export type Quote = v.InferOutput<typeof QuoteSchema>;

export const HomeVideoSchema = v.strictObject({
  /** Privacy-enhanced embed address; the site loads it only when the modal opens. */
  url: v.pipe(
    v.string(),
    v.url(),
    v.startsWith('https://www.youtube-nocookie.com/embed/', 'must be a youtube-nocookie embed URL'),
  ),
  /** Accessible name of the iframe. */
  title: TextSchema,
});
export type HomeVideo = v.InferOutput<typeof HomeVideoSchema>;

/** A fixed sample review on the product page (the review form sends nothing). */
export const ProductReviewSchema = v.strictObject({
  id: IdSchema,
  name: TextSchema,
  date: TextSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text: TextSchema,
});
export type ProductReview = v.InferOutput<typeof ProductReviewSchema>;

/** A fixed comment in a post's comment thread; `replyTo` nests it under another comment. */
export const BlogCommentSchema = v.strictObject({
  id: IdSchema,
  name: TextSchema,
  date: TextSchema,
  text: TextSchema,
  replyTo: v.optional(IdSchema),
});
export type BlogComment = v.InferOutput<typeof BlogCommentSchema>;

// ---------- firm ----------

export const FirmSchema = v.strictObject({
  name: TextSchema,
  phone: PhoneSchema,
  email: EmailSchema,
  address: TextSchema,
  /** Office hours on the contact page. */
  contactOfficeHours: TextSchema,
  /** Office time in the footer's address column. */
  footerOfficeTime: TextSchema,
  /** Footer "About us" text and the home about block. */
  about: TextSchema,
  socials: nonEmptyList(SocialLinkSchema),
  map: v.strictObject({
    /** Address for the contact page's map iframe. */
    embedUrl: v.pipe(v.string(), v.url(), v.startsWith('https://', 'must use https')),
    /** Accessible name of the map iframe. */
    title: TextSchema,
  }),
  /** Name in the footer's copyright line. */
  copyrightHolder: TextSchema,
});
export type Firm = v.InferOutput<typeof FirmSchema>;

// ---------- checkout ----------

export type CardTypeValue = (typeof cardTypeValues)[number];

export const CardTypeSchema = v.strictObject({
  value: v.picklist(cardTypeValues),
  label: TextSchema,
  logo: ImageAssetSchema,
});
export type CardType = v.InferOutput<typeof CardTypeSchema>;

// ---------- list schemas for the smaller collections ----------

export const HeroSlideListSchema = /* @__PURE__ */ keyedList(HeroSlideSchema, ['id']);
export const HomePracticeItemListSchema = /* @__PURE__ */ keyedList(HomePracticeItemSchema, [
  'id',
  'title',
]);
export const ProcessStepListSchema = /* @__PURE__ */ keyedList(ProcessStepSchema, ['id', 'title']);
export const CounterListSchema = /* @__PURE__ */ keyedList(CounterSchema, ['label']);
export const FaqListSchema = /* @__PURE__ */ keyedList(FaqSchema, ['id', 'question']);
export const AwardListSchema = /* @__PURE__ */ keyedList(AwardSchema, ['id']);
export const ProductReviewListSchema = /* @__PURE__ */ keyedList(ProductReviewSchema, ['id']);
export const BlogCommentListSchema = /* @__PURE__ */ keyedList(BlogCommentSchema, ['id']);
export const CardTypeListSchema = /* @__PURE__ */ keyedList(CardTypeSchema, ['value']);
