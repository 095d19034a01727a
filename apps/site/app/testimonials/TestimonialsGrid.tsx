import { testimonialNotice, testimonials } from '@firm/data';
import { cardGrid } from '../home/cardGrid.css';
import { AdvertisingNotice } from '../legal/AdvertisingNotice';
import { TestimonialCard } from './TestimonialCard';

/** Every testimonial at once, for the testimonials page. */
export function TestimonialsGrid() {
  return (
    <>
      <ul className={cardGrid.wide}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <AdvertisingNotice notice={testimonialNotice} />
    </>
  );
}
