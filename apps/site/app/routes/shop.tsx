import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Shop', 'Firm merchandise: hoodies, T-shirts and books on the law.');

export default function ShopPage() {
  return <PageTitle title="Shop" />;
}
