import { AppointmentCallToAction, CountersSection, TestimonialsSection } from '../home/sections';
import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/testimonials-s2';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Client Stories',
    description:
      'Client stories in a three-up slider, with the firm’s record in numbers and a way to book an appointment.',
    path: location.pathname,
  });

/** The second testimonials layout: the three-per-view slider, a call to action and the record. */
export default function TestimonialsSecondPage() {
  return (
    <>
      <PageTitle title="Testimonials" />
      <TestimonialsSection layout="three" />
      <AppointmentCallToAction />
      <CountersSection tone="muted" />
    </>
  );
}
