import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { noIndex, pageMeta } from '../seo';
import { CartView } from '../shop/CartView';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta({
    title: 'Cart',
    description:
      'Your shopping cart at Lexington & Hale: change quantities, remove items and see the total.',
    path: location.pathname,
  }),
  noIndex,
];

export default function CartPage() {
  return (
    <>
      <PageTitle title="Cart" />
      <Section>
        <CartView />
      </Section>
    </>
  );
}
