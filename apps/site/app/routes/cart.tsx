import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Cart', 'Review the items in your cart and proceed to checkout.');

export default function CartPage() {
  return <PageTitle title="Cart" />;
}
