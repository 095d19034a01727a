import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Testimonials', 'What our clients say about working with the firm.');

export default function TestimonialsPage() {
  return <PageTitle title="Testimonials" />;
}
