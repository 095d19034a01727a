import { BlogListPage } from '../blog/BlogListPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/blog-left-sidebar';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'News & Insights',
    description:
      'Insights from our lawyers on commercial leases, mediation, choosing counsel and other everyday legal questions.',
    path: location.pathname,
  });

export default function BlogLeftSidebarPage() {
  return <BlogListPage placement="left" />;
}
