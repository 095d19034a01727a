/**
 * @firm/data: the firm's content as typed, valibot-validated data with slug lookups and
 * original artwork. Plain TypeScript, no React. See README.md for how to swap in a firm's own
 * content.
 */
export {
  advocateQuote,
  attorneySummaries,
  attorneys,
  awards,
  blogComments,
  blogPostSummaries,
  blogPosts,
  blogTags,
  cardTypes,
  caseStudies,
  caseStudyNotice,
  caseStudySummaries,
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
  practiceAreaSummaries,
  practiceAreas,
  processSteps,
  productReviews,
  products,
  testimonialNotice,
  testimonials,
} from './collections.js';
export {
  type ContactSubject,
  contactSubjects,
  formatPrice,
  limits,
  type PaymentMethodValue,
  paymentMethods,
  toastSettings,
} from './constants.js';
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
export { allImages, type GalleryEntry } from './gallery.js';
export { officeHours } from './office-hours.js';
export * from './schemas/advertising.js';
export * from './schemas/attorneys.js';
export * from './schemas/blog.js';
export * from './schemas/case-studies.js';
export * from './schemas/checkout.js';
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
} from './schemas/common.js';
export * from './schemas/firm.js';
export * from './schemas/home.js';
export * from './schemas/partners.js';
export * from './schemas/practice-areas.js';
export * from './schemas/products.js';
export * from './schemas/testimonials.js';
export {
  type SliderName,
  type SliderSetting,
  sliderAutoplayDelayMs,
  sliderSettings,
  slidesPerViewAt,
} from './sliders.js';
export { attorneySlug, findBySlug } from './slug.js';
export { FixtureError, parseFixture } from './validation.js';
export { withPages } from './with-pages.js';
