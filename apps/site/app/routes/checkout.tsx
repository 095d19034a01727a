import { CheckoutView } from '../checkout/CheckoutView';
import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { pageMeta } from '../seo';
import type { Route } from './+types/checkout';

// Indexable, unlike the cart and the lists: its HTML holds no visitor's data, and the search
// budget of issue #8 covers it.
export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Checkout',
    description:
      'Check out at Lexington & Hale: enter your billing address, choose how to pay and place your order.',
    path: location.pathname,
  });

export default function CheckoutPage() {
  return (
    <>
      <PageTitle title="Checkout" />
      <Section>
        <CheckoutView />
      </Section>
    </>
  );
}
