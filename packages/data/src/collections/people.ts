import { partnerContent } from '../content/partners';
import { testimonialContent } from '../content/testimonials';
import { PartnerListSchema, TestimonialListSchema } from '../schemas';
import { parseFixture } from '../validation';

export const testimonials = /* @__PURE__ */ parseFixture(
  'testimonials',
  TestimonialListSchema,
  testimonialContent,
);

export const partners = /* @__PURE__ */ parseFixture('partners', PartnerListSchema, partnerContent);
