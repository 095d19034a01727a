import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Practice Areas',
    description: 'Every practice area the firm covers, from family law to business law.',
    path: location.pathname,
  });

export default function ServicesPage() {
  return <PageTitle title="Practice Areas" />;
}
