import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { pageMeta } from '../seo';
import { TestimonialsGrid } from '../testimonials/TestimonialsGrid';
import type { Route } from './+types/testimonials';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Testimonials',
    description:
      'What our clients say about working with the firm, in their own words: business, injury and family matters.',
    path: location.pathname,
  });

/** Every testimonial at once, as a grid of cards. */
export default function TestimonialsPage() {
  return (
    <>
      <PageTitle title="Testimonials" />
      <Section id="testimonials" eyebrow="Testimonials" title="What Our Clients Say">
        <TestimonialsGrid />
      </Section>
    </>
  );
}
