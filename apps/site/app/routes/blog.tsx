import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Latest News',
    description: "News and articles from the firm's attorneys.",
    path: location.pathname,
  });

export default function BlogPage() {
  return <PageTitle title="Latest News" />;
}
