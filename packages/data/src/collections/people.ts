import { parseCollection } from '#validation';
import { advertisingNoticeContent } from '../content/firm';
import { partnerContent } from '../content/partners';
import { testimonialContent } from '../content/testimonials';

const testimonialCollection = /* @__PURE__ */ parseCollection('testimonials', {
  advertisingNotice: advertisingNoticeContent,
  entries: testimonialContent,
});

export const testimonials = testimonialCollection.entries;

/** Shown wherever testimonials appear: they are attorney advertising. */
export const testimonialNotice = testimonialCollection.advertisingNotice;

export const partners = /* @__PURE__ */ parseCollection('partners', partnerContent);
