import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Checkout',
    description: 'Enter your billing details and choose how to pay.',
    path: location.pathname,
  });

export default function CheckoutPage() {
  return <PageTitle title="Checkout" />;
}
