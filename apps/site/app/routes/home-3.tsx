import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/home-3';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Your Attorney at Law',
    description:
      'A single-lawyer practice: awards, a short video introduction and a way to get in touch.',
    path: location.pathname,
  });

export default function HomeThreePage() {
  return <PageTitle title="Home" />;
}
