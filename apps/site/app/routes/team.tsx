import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Attorneys',
    description: 'Meet the attorneys of the firm and their practice areas.',
    path: location.pathname,
  });

export default function TeamPage() {
  return <PageTitle title="Attorneys" />;
}
