/**
 * The content, parsed through the schemas at module load: anything exported here has passed
 * validation, and its type is the schema's output type. Broken content fails the first import
 * with a `FixtureError` that names the collection, the entry and the field.
 */
import { limits } from './constants';
import { attorneyContent } from './content/attorneys';
import { blogCommentContent, blogPostContent, blogTagContent } from './content/blog';
import { caseStudyContent } from './content/case-studies';
import { cardTypeContent } from './content/checkout';
import { firmContent } from './content/firm';
import {
  advocateQuoteContent,
  awardContent,
  counterContent,
  faqContent,
  heroSlideContent,
  homePracticeStripContent,
  homeVideoContent,
  processStepContent,
} from './content/home';
import { partnerContent } from './content/partners';
import { practiceAreaContent } from './content/practice-areas';
import { productContent, productReviewContent } from './content/products';
import { testimonialContent } from './content/testimonials';
import {
  type Attorney,
  AttorneyListSchema,
  AwardListSchema,
  BlogCommentListSchema,
  type BlogPost,
  BlogPostListSchema,
  CardTypeListSchema,
  type CaseStudy,
  CaseStudyListSchema,
  type Category,
  CounterListSchema,
  FaqListSchema,
  FirmSchema,
  HeroSlideListSchema,
  HomePracticeItemListSchema,
  HomeVideoSchema,
  PartnerListSchema,
  type PracticeArea,
  PracticeAreaListSchema,
  ProcessStepListSchema,
  type Product,
  ProductListSchema,
  ProductReviewListSchema,
  QuoteSchema,
  TestimonialListSchema,
} from './schemas';
import { findBySlug } from './slug';
import { parseFixture } from './validation';

// ---------- practice areas ----------

export const practiceAreas = parseFixture(
  'practiceAreas',
  PracticeAreaListSchema,
  practiceAreaContent,
);

export function getPracticeBySlug(slug: string): PracticeArea | undefined {
  return findBySlug(practiceAreas, slug);
}

// ---------- case studies ----------

export const caseStudies = parseFixture('caseStudies', CaseStudyListSchema, caseStudyContent);

/** The FIRST case with this slug: the spec repeats 'Real-Estate', and the first one wins. */
export function getCaseBySlug(slug: string): CaseStudy | undefined {
  return findBySlug(caseStudies, slug);
}

/**
 * Up to `count` other cases, in list order, for the "related cases" block. Cases sharing the
 * current slug are skipped, and each slug appears once, because every link goes to
 * `/case-single/{slug}` and a link to the page you are on, or two links to one page, helps no one.
 */
export function getRelatedCases(slug: string, count: number = limits.relatedCases): CaseStudy[] {
  const seenSlugs = new Set([slug]);
  const related: CaseStudy[] = [];
  for (const study of caseStudies) {
    if (related.length >= count) break;
    if (seenSlugs.has(study.slug)) continue;
    seenSlugs.add(study.slug);
    related.push(study);
  }
  return related;
}

// ---------- attorneys ----------

export const attorneys = parseFixture('attorneys', AttorneyListSchema, attorneyContent);

export function getAttorneyBySlug(slug: string): Attorney | undefined {
  return findBySlug(attorneys, slug);
}

// ---------- people and partners ----------

export const testimonials = parseFixture('testimonials', TestimonialListSchema, testimonialContent);

export const partners = parseFixture('partners', PartnerListSchema, partnerContent);

// ---------- blog ----------

/** Newest first. */
export const blogPosts = parseFixture('blogPosts', BlogPostListSchema, blogPostContent);

export function getPostBySlug(slug: string): BlogPost | undefined {
  return findBySlug(blogPosts, slug);
}

/** Blog categories: the practice areas, so each links to `/practice-single/{slug}`. */
export const categories: readonly Category[] = practiceAreas.map(({ slug, sTitle }) => ({
  slug,
  sTitle,
}));

/** Static tags of the blog sidebar; each links to `/blog`. */
export const blogTags: readonly string[] = blogTagContent;

/** The fixed comment thread under every post. */
export const blogComments = parseFixture('blogComments', BlogCommentListSchema, blogCommentContent);

// ---------- shop ----------

export const products = parseFixture('products', ProductListSchema, productContent);

export function getProductBySlug(slug: string): Product | undefined {
  return findBySlug(products, slug);
}

/** The two sample reviews on the product page's Review tab. */
export const productReviews = parseFixture(
  'productReviews',
  ProductReviewListSchema,
  productReviewContent,
);

export const cardTypes = parseFixture('cardTypes', CardTypeListSchema, cardTypeContent);

// ---------- home page ----------

export const heroSlides = parseFixture('heroSlides', HeroSlideListSchema, heroSlideContent);

export const homePracticeStrip = parseFixture(
  'homePracticeStrip',
  HomePracticeItemListSchema,
  homePracticeStripContent,
);

export const processSteps = parseFixture('processSteps', ProcessStepListSchema, processStepContent);

export const counters = parseFixture('counters', CounterListSchema, counterContent);

export const faqs = parseFixture('faqs', FaqListSchema, faqContent);

export const awards = parseFixture('awards', AwardListSchema, awardContent);

export const advocateQuote = parseFixture('advocateQuote', QuoteSchema, advocateQuoteContent);

export const homeVideo = parseFixture('homeVideo', HomeVideoSchema, homeVideoContent);

// ---------- firm ----------

export const firm = parseFixture('firm', FirmSchema, firmContent);

// ---------- detail routes ----------

/** Every slug of each detail route, for prerendering. */
export interface DetailSlugs {
  readonly practice: readonly string[];
  readonly case: readonly string[];
  readonly attorney: readonly string[];
  readonly post: readonly string[];
  readonly product: readonly string[];
}

const slugsOf = (items: readonly { slug: string }[]) => [
  ...new Set(items.map((item) => item.slug)),
];

/** One entry per page: the repeated case slug is listed once. */
export const detailSlugs: DetailSlugs = {
  practice: slugsOf(practiceAreas),
  case: slugsOf(caseStudies),
  attorney: slugsOf(attorneys),
  post: slugsOf(blogPosts),
  product: slugsOf(products),
};
