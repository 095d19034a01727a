import { BlogListPage } from '../blog/BlogListPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/blog-fullwidth';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Articles & Updates',
    description:
      'Articles and updates from Lexington & Hale: plain-language guidance on the legal questions clients ask most.',
    path: location.pathname,
  });

export default function BlogFullwidthPage() {
  return <BlogListPage placement="none" />;
}
