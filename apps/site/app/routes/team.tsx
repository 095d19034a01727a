import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Attorneys', 'Meet the attorneys of the firm and their practice areas.');

export default function TeamPage() {
  return <PageTitle title="Attorneys" />;
}
