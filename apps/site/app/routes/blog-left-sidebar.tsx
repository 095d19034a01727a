import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/blog-left-sidebar';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'News & Insights',
    description: 'News and articles from the firm, with the sidebar on the left.',
    path: location.pathname,
  });

export default function BlogLeftSidebarPage() {
  return <PageTitle title="Latest News" />;
}
