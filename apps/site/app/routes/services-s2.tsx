import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/services-s2';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Our Services',
    description: 'Practice areas of the firm in a second layout.',
    path: location.pathname,
  });

export default function ServicesSecondPage() {
  return <PageTitle title="Practice Areas" />;
}
