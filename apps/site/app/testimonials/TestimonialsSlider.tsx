import { sliderSettings, testimonialNotice, testimonials } from '@firm/data';
import { Slider } from '@firm/ui';
import { sliderProps } from '../home/sliderProps';
import { AdvertisingNotice } from '../legal/AdvertisingNotice';
import { TestimonialCard } from './TestimonialCard';

/** The two testimonial layouts of the spec: two per view, or three per view. */
export const testimonialLayouts = {
  two: sliderProps(sliderSettings.testimonials),
  three: sliderProps(sliderSettings.testimonialsThree),
} as const;
export type TestimonialLayout = keyof typeof testimonialLayouts;

/** Every testimonial in a slider that does not rotate by itself. */
export function TestimonialsSlider({ layout }: { layout: TestimonialLayout }) {
  return (
    <>
      <Slider label="Client testimonials" {...testimonialLayouts[layout]}>
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </Slider>
      <AdvertisingNotice notice={testimonialNotice} />
    </>
  );
}
