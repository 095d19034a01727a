import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Cart',
    description: 'Review the items in your cart and proceed to checkout.',
    path: location.pathname,
  });

export default function CartPage() {
  return <PageTitle title="Cart" />;
}
