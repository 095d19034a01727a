import { parseCollection } from '#validation';
import { partnerContent } from '../content/partners.js';
import { testimonialContent } from '../content/testimonials.js';

export const testimonials = /* @__PURE__ */ parseCollection('testimonials', testimonialContent);

export const partners = /* @__PURE__ */ parseCollection('partners', partnerContent);
