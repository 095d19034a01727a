import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () => pageMeta('Checkout', 'Enter your billing details and choose how to pay.');

export default function CheckoutPage() {
  return <PageTitle title="Checkout" />;
}
