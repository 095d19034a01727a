import {
  AttorneyListSchema,
  AwardListSchema,
  BlogCommentListSchema,
  BlogPostListSchema,
  CardTypeListSchema,
  CaseStudyListSchema,
  CounterListSchema,
  FaqListSchema,
  FirmSchema,
  HeroSlideListSchema,
  HomePracticeItemListSchema,
  HomeVideoSchema,
  PartnerListSchema,
  PracticeAreaListSchema,
  ProcessStepListSchema,
  ProductListSchema,
  ProductReviewListSchema,
  QuoteSchema,
  TestimonialListSchema,
} from './schemas.js';

/** The schema that validates each collection, by the name its error messages use. */
export const collectionSchemas = {
  advocateQuote: QuoteSchema,
  attorneys: AttorneyListSchema,
  awards: AwardListSchema,
  blogComments: BlogCommentListSchema,
  blogPosts: BlogPostListSchema,
  cardTypes: CardTypeListSchema,
  caseStudies: CaseStudyListSchema,
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
  testimonials: TestimonialListSchema,
} as const;

export type CollectionSchemas = typeof collectionSchemas;
export type CollectionName = keyof CollectionSchemas;
