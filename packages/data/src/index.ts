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
  testimonials,
} from './collections.js';
export {
  type ContactSubject,
  contactSubjects,
  currency,
  formatPrice,
  limits,
  type PaymentMethodValue,
  paymentMethods,
  storeRestoreTimeoutMs,
  toastSettings,
} from './constants.js';
export { allImages, type GalleryEntry } from './gallery.js';
export * from './schemas.js';
export {
  type SliderName,
  type SliderSetting,
  sliderAutoplayDelayMs,
  sliderSettings,
  slidesPerViewAt,
} from './sliders.js';
export { attorneySlug, findBySlug } from './slug.js';
export { FixtureError, parseFixture } from './validation.js';
