import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Latest News', 'News and articles from the firm in a full-width layout.');

export default function BlogFullwidthPage() {
  return <PageTitle title="Latest News" />;
}
