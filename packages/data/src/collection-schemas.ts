import { attorneyPageContent } from './content/attorney-pages.js';
import { attorneySummaryContent } from './content/attorneys.js';
import { AttorneyListSchema, AttorneySummaryListSchema } from './schemas/attorneys.js';
import {
  BlogCommentListSchema,
  BlogPostListSchema,
  BlogPostSummaryListSchema,
} from './schemas/blog.js';
import {
  CaseStudyCollectionSchema,
  CaseStudySummaryCollectionSchema,
} from './schemas/case-studies.js';
import { CardTypeListSchema } from './schemas/checkout.js';
import { firmOfAttorneysSchema } from './schemas/firm.js';
import {
  AwardListSchema,
  CounterListSchema,
  FaqListSchema,
  HeroSlideListSchema,
  HomePracticeItemListSchema,
  HomeVideoSchema,
  ProcessStepListSchema,
  QuoteSchema,
} from './schemas/home.js';
import { PartnerListSchema } from './schemas/partners.js';
import { PracticeAreaListSchema, PracticeAreaSummaryListSchema } from './schemas/practice-areas.js';
import { ProductListSchema, ProductReviewListSchema } from './schemas/products.js';
import { TestimonialCollectionSchema } from './schemas/testimonials.js';
import { withPages } from './with-pages.js';

/** The schema that validates each collection, by the name its error messages use. */
export const collectionSchemas = {
  advocateQuote: QuoteSchema,
  attorneys: AttorneyListSchema,
  attorneySummaries: AttorneySummaryListSchema,
  awards: AwardListSchema,
  blogComments: BlogCommentListSchema,
  blogPosts: BlogPostListSchema,
  blogPostSummaries: BlogPostSummaryListSchema,
  cardTypes: CardTypeListSchema,
  caseStudies: CaseStudyCollectionSchema,
  caseStudySummaries: CaseStudySummaryCollectionSchema,
  counters: CounterListSchema,
  faqs: FaqListSchema,
  // Checked against the attorneys' content: the browser build ships neither (validation.ts).
  firm: firmOfAttorneysSchema(withPages(attorneySummaryContent, attorneyPageContent)),
  heroSlides: HeroSlideListSchema,
  homePracticeStrip: HomePracticeItemListSchema,
  homeVideo: HomeVideoSchema,
  partners: PartnerListSchema,
  practiceAreas: PracticeAreaListSchema,
  practiceAreaSummaries: PracticeAreaSummaryListSchema,
  processSteps: ProcessStepListSchema,
  productReviews: ProductReviewListSchema,
  products: ProductListSchema,
  testimonials: TestimonialCollectionSchema,
} as const;

export type CollectionSchemas = typeof collectionSchemas;
export type CollectionName = keyof CollectionSchemas;
