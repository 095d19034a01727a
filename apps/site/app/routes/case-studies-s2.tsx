import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/case-studies-s2';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Our Work',
    description: 'Case studies of the firm in a second layout.',
    path: location.pathname,
  });

export default function CaseStudiesSecondPage() {
  return <PageTitle title="Case Studies" />;
}
