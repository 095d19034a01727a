import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Practice Areas', 'Practice areas of the firm in a second layout.');

export default function ServicesSecondPage() {
  return <PageTitle title="Practice Areas" />;
}
