import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Case Studies', 'Selected cases the firm has handled and how they were resolved.');

export default function CaseStudiesPage() {
  return <PageTitle title="Case Studies" />;
}
