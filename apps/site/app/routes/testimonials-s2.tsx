import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () => pageMeta('Testimonials', 'Client testimonials in a second layout.');

export default function TestimonialsSecondPage() {
  return <PageTitle title="Testimonials" />;
}
