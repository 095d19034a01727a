import { parseCollection } from '#validation';
import {
  advocateQuoteContent,
  awardContent,
  counterContent,
  heroSlideContent,
  homePracticeStripContent,
  homeVideoContent,
  processStepContent,
} from '../content/home.js';

export const heroSlides = /* @__PURE__ */ parseCollection('heroSlides', heroSlideContent);

export const homePracticeStrip = /* @__PURE__ */ parseCollection(
  'homePracticeStrip',
  homePracticeStripContent,
);

export const processSteps = /* @__PURE__ */ parseCollection('processSteps', processStepContent);

export const counters = /* @__PURE__ */ parseCollection('counters', counterContent);

export const awards = /* @__PURE__ */ parseCollection('awards', awardContent);

export const advocateQuote = /* @__PURE__ */ parseCollection('advocateQuote', advocateQuoteContent);

export const homeVideo = /* @__PURE__ */ parseCollection('homeVideo', homeVideoContent);
