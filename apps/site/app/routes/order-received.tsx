import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/order-received';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Order Received',
    description: 'Thank you for your order: a summary of what you bought.',
    path: location.pathname,
  });

export default function OrderReceivedPage() {
  return <PageTitle title="Order Received" />;
}
