import { BlogListPage } from '../blog/BlogListPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Latest News',
    description:
      "Practical articles from the firm's attorneys on family, property, business and criminal law.",
    path: location.pathname,
  });

export default function BlogPage() {
  return <BlogListPage placement="right" />;
}
