import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/about-me';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'About Me',
    description: 'About the attorney, with client testimonials and the team.',
    path: location.pathname,
  });

export default function AboutMePage() {
  return <PageTitle title="About Me" />;
}
