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
export { allImages, type GalleryEntry } from './gallery';
export * from './schemas';
export {
  type SliderName,
  type SliderSetting,
  sliderAutoplayDelayMs,
  sliderSettings,
  slidesPerViewAt,
} from './sliders';
export { attorneySlug, findBySlug } from './slug';
export { FixtureError, parseFixture } from './validation';
