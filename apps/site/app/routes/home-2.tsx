import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/home-2';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Legal Services for Business and Families',
    description:
      'Law firm home page: practice areas, attorneys, case studies and client testimonials.',
    path: location.pathname,
  });

export default function HomeTwoPage() {
  return <PageTitle title="Home" />;
}
