import { parseCollection } from '#validation';
import { advertisingNoticeContent } from '../content/firm.js';
import { partnerContent } from '../content/partners.js';
import { testimonialContent } from '../content/testimonials.js';

const testimonialCollection = /* @__PURE__ */ parseCollection('testimonials', {
  advertisingNotice: advertisingNoticeContent,
  entries: testimonialContent,
});

export const testimonials = testimonialCollection.entries;

/** Shown wherever testimonials appear: they are attorney advertising. */
export const testimonialNotice = testimonialCollection.advertisingNotice;

export const partners = /* @__PURE__ */ parseCollection('partners', partnerContent);
