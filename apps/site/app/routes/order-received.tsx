import { OrderReceived } from '../checkout/OrderReceived';
import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { noIndex, pageMeta } from '../seo';
import type { Route } from './+types/order-received';

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta({
    title: 'Order Received',
    description:
      'Thank you for your order at Lexington & Hale: a summary of the products you bought and the total.',
    path: location.pathname,
  }),
  noIndex,
];

export default function OrderReceivedPage() {
  return (
    <>
      <PageTitle title="Order Received" />
      <Section>
        <OrderReceived />
      </Section>
    </>
  );
}
