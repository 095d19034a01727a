import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Order Received', 'Thank you for your order: a summary of what you bought.');

export default function OrderReceivedPage() {
  return <PageTitle title="Order Received" />;
}
