import { AttorneyListSchema } from './schemas/attorneys';
import { BlogCommentListSchema, BlogPostListSchema } from './schemas/blog';
import { CaseStudyCollectionSchema } from './schemas/case-studies';
import { CardTypeListSchema } from './schemas/checkout';
import { FirmSchema } from './schemas/firm';
import {
  AwardListSchema,
  CounterListSchema,
  FaqListSchema,
  HeroSlideListSchema,
  HomePracticeItemListSchema,
  HomeVideoSchema,
  ProcessStepListSchema,
  QuoteSchema,
} from './schemas/home';
import { PartnerListSchema } from './schemas/partners';
import { PracticeAreaListSchema } from './schemas/practice-areas';
import { ProductListSchema, ProductReviewListSchema } from './schemas/products';
import { TestimonialCollectionSchema } from './schemas/testimonials';

/** The schema that validates each collection, by the name its error messages use. */
export const collectionSchemas = {
  advocateQuote: QuoteSchema,
  attorneys: AttorneyListSchema,
  awards: AwardListSchema,
  blogComments: BlogCommentListSchema,
  blogPosts: BlogPostListSchema,
  cardTypes: CardTypeListSchema,
  caseStudies: CaseStudyCollectionSchema,
  counters: CounterListSchema,
  faqs: FaqListSchema,
  firm: FirmSchema,
  heroSlides: HeroSlideListSchema,
  homePracticeStrip: HomePracticeItemListSchema,
  homeVideo: HomeVideoSchema,
  partners: PartnerListSchema,
  practiceAreas: PracticeAreaListSchema,
  processSteps: ProcessStepListSchema,
  productReviews: ProductReviewListSchema,
  products: ProductListSchema,
  testimonials: TestimonialCollectionSchema,
} as const;

export type CollectionSchemas = typeof collectionSchemas;
export type CollectionName = keyof CollectionSchemas;
