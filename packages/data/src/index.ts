/**
 * @firm/data: the firm's content as typed, valibot-validated data with slug lookups and
 * original artwork. Plain TypeScript, no React. See README.md for how to swap in a firm's own
 * content.
 */
export {
  advocateQuote,
  attorneys,
  awards,
  blogComments,
  blogPosts,
  blogTags,
  cardTypes,
  caseStudies,
  caseStudyNotice,
  categories,
  counters,
  type DetailSlugs,
  detailSlugs,
  faqs,
  firm,
  getAttorneyBySlug,
  getCaseBySlug,
  getPostBySlug,
  getPracticeBySlug,
  getProductBySlug,
  getRelatedCases,
  heroSlides,
  homePracticeStrip,
  homeVideo,
  partners,
  practiceAreas,
  processSteps,
  productReviews,
  products,
  responsibleAttorney,
  testimonialNotice,
  testimonials,
} from './collections';
export {
  type ContactSubject,
  contactSubjects,
  formatPrice,
  limits,
  type PaymentMethodValue,
  paymentMethods,
  toastSettings,
} from './constants';
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
} from './content-rules';
export { allImages, type GalleryEntry } from './gallery';
export * from './schemas/advertising';
export * from './schemas/attorneys';
export * from './schemas/blog';
export * from './schemas/case-studies';
export * from './schemas/checkout';
export {
  IdSchema,
  type ImageAsset,
  ImageAssetSchema,
  keyedList,
  SLUG_PATTERN,
  SlugSchema,
  type SocialLink,
  SocialLinkSchema,
  type SocialNetwork,
  TextSchema,
} from './schemas/common';
export * from './schemas/firm';
export * from './schemas/home';
export * from './schemas/partners';
export * from './schemas/practice-areas';
export * from './schemas/products';
export * from './schemas/testimonials';
export {
  type SliderName,
  type SliderSetting,
  sliderAutoplayDelayMs,
  sliderSettings,
  slidesPerViewAt,
} from './sliders';
export { attorneySlug, findBySlug } from './slug';
export { FixtureError, parseFixture } from './validation';
