import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Latest News', 'News and articles from the firm, with the sidebar on the left.');

export default function BlogLeftSidebarPage() {
  return <PageTitle title="Latest News" />;
}
