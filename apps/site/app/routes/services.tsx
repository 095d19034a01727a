import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta(
    'Practice Areas',
    'Every practice area the firm covers, from family law to business law.',
  );

export default function ServicesPage() {
  return <PageTitle title="Practice Areas" />;
}
