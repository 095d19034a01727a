import { Accordion, Column, Columns } from '@firm/ui';
import { HydrationBoundary } from '../hydration/HydrationBoundary';
import { BillingAddress } from './BillingAddress';
import { CartTotalPanel } from './CartTotalPanel';
import { CouponForm } from './CouponForm';
import { PaymentMethod } from './PaymentMethod';

/** The card that is open from the start and never closes (spec §4 checkout cards). */
const PAYMENT = 'payment';

/**
 * The checkout: three collapsible cards (Coupon, Billing Address, Payment Method) beside the
 * cart total. Payment is pinned open; opening Coupon or Billing closes the other. Each card's
 * form and the cart total hydrate in passes of their own, each at its own depth, so that each
 * commits apart: in one commit they made the longest task of the page's hydration. (This relies on react-aria's disclosure not re-rendering after
 * it hydrates, see patches/README.md: a context change reaching a part still waiting inside it
 * would make React render that part afresh, and its prerendered form would vanish for a moment.)
 */
export function CheckoutView() {
  return (
    <Columns space="xl" collapseBelow="md" alignY="start">
      <Column width="2/3">
        <Accordion
          pinnedKey={PAYMENT}
          headingLevel={2}
          items={[
            {
              id: 'coupon',
              title: 'Coupon',
              content: (
                <HydrationBoundary depth={3}>
                  <CouponForm />
                </HydrationBoundary>
              ),
            },
            {
              id: 'billing',
              title: 'Billing Address',
              content: (
                <HydrationBoundary depth={2}>
                  <BillingAddress />
                </HydrationBoundary>
              ),
            },
            {
              id: PAYMENT,
              title: 'Payment Method',
              content: (
                <HydrationBoundary>
                  <PaymentMethod />
                </HydrationBoundary>
              ),
            },
          ]}
        />
      </Column>
      <Column width="1/3">
        <HydrationBoundary depth={4}>
          <CartTotalPanel />
        </HydrationBoundary>
      </Column>
    </Columns>
  );
}
