import { Accordion } from '@firm/ui';
import { HydrationBoundary } from '../hydration/HydrationBoundary';
import { BillingAddress } from './BillingAddress';
import { CartTotalPanel } from './CartTotalPanel';
import * as styles from './CheckoutView.css';
import { CouponForm } from './CouponForm';
import { PaymentMethod } from './PaymentMethod';

/** The card that is open from the start and never closes (spec §4 checkout cards). */
const PAYMENT = 'payment';

/**
 * The checkout: three collapsible cards (Coupon, Billing Address, Payment Method) beside the
 * cart total. Payment is pinned open; opening Coupon or Billing closes the other. Each card's
 * form and the cart total hydrate in passes of their own: together they are the
 * heaviest hydration on the site. (This relies on react-aria's disclosure not re-rendering after
 * it hydrates, see patches/README.md: a context change reaching a part still waiting inside it
 * would make React render that part afresh, and its prerendered form would vanish for a moment.)
 */
export function CheckoutView() {
  return (
    <div className={styles.layout}>
      <Accordion
        pinnedKey={PAYMENT}
        headingLevel={2}
        items={[
          {
            id: 'coupon',
            title: 'Coupon',
            content: (
              <HydrationBoundary>
                <CouponForm />
              </HydrationBoundary>
            ),
          },
          {
            id: 'billing',
            title: 'Billing Address',
            content: (
              <HydrationBoundary>
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
      <HydrationBoundary>
        <CartTotalPanel />
      </HydrationBoundary>
    </div>
  );
}
