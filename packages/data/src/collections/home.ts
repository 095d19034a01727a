import {
  advocateQuoteContent,
  awardContent,
  counterContent,
  faqContent,
  heroSlideContent,
  homePracticeStripContent,
  homeVideoContent,
  processStepContent,
} from '../content/home';
import {
  AwardListSchema,
  CounterListSchema,
  FaqListSchema,
  HeroSlideListSchema,
  HomePracticeItemListSchema,
  HomeVideoSchema,
  ProcessStepListSchema,
  QuoteSchema,
} from '../schemas';
import { parseFixture } from '../validation';

export const heroSlides = /* @__PURE__ */ parseFixture(
  'heroSlides',
  HeroSlideListSchema,
  heroSlideContent,
);

export const homePracticeStrip = /* @__PURE__ */ parseFixture(
  'homePracticeStrip',
  HomePracticeItemListSchema,
  homePracticeStripContent,
);

export const processSteps = /* @__PURE__ */ parseFixture(
  'processSteps',
  ProcessStepListSchema,
  processStepContent,
);

export const counters = /* @__PURE__ */ parseFixture('counters', CounterListSchema, counterContent);

export const faqs = /* @__PURE__ */ parseFixture('faqs', FaqListSchema, faqContent);

export const awards = /* @__PURE__ */ parseFixture('awards', AwardListSchema, awardContent);

export const advocateQuote = /* @__PURE__ */ parseFixture(
  'advocateQuote',
  QuoteSchema,
  advocateQuoteContent,
);

export const homeVideo = /* @__PURE__ */ parseFixture(
  'homeVideo',
  HomeVideoSchema,
  homeVideoContent,
);
