import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () => pageMeta('Latest News', "News and articles from the firm's attorneys.");

export default function BlogPage() {
  return <PageTitle title="Latest News" />;
}
