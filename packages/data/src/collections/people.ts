import { parseCollection } from '#validation';
import { partnerContent } from '../content/partners';
import { testimonialContent } from '../content/testimonials';

export const testimonials = /* @__PURE__ */ parseCollection('testimonials', testimonialContent);

export const partners = /* @__PURE__ */ parseCollection('partners', partnerContent);
