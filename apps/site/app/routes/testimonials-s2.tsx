import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/testimonials-s2';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Client Stories',
    description: 'Client testimonials in a second layout.',
    path: location.pathname,
  });

export default function TestimonialsSecondPage() {
  return <PageTitle title="Testimonials" />;
}
