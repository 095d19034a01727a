import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/testimonials';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Testimonials',
    description: 'What our clients say about working with the firm.',
    path: location.pathname,
  });

export default function TestimonialsPage() {
  return <PageTitle title="Testimonials" />;
}
