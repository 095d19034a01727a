import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/blog-fullwidth';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Articles & Updates',
    description: 'News and articles from the firm in a full-width layout.',
    path: location.pathname,
  });

export default function BlogFullwidthPage() {
  return <PageTitle title="Latest News" />;
}
