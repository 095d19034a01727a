import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/case-studies';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Case Studies',
    description: 'Selected cases the firm has handled and how they were resolved.',
    path: location.pathname,
  });

export default function CaseStudiesPage() {
  return <PageTitle title="Case Studies" />;
}
