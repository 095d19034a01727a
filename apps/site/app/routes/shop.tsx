import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/shop';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Shop',
    description: 'Firm merchandise: hoodies, T-shirts and books on the law.',
    path: location.pathname,
  });

export default function ShopPage() {
  return <PageTitle title="Shop" />;
}
