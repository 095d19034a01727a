import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () => pageMeta('Case Studies', 'Case studies of the firm in a second layout.');

export default function CaseStudiesSecondPage() {
  return <PageTitle title="Case Studies" />;
}
