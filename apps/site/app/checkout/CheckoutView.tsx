import { Accordion } from '@firm/ui';
import { DeferredHydration } from '../layout/DeferredHydration';
import { BillingAddress } from './BillingAddress';
import { CartTotalPanel } from './CartTotalPanel';
import * as styles from './CheckoutView.css';
import { CouponForm } from './CouponForm';
import { PaymentMethod } from './PaymentMethod';

/** The card that is open from the start and never closes (spec §4 checkout cards). */
const PAYMENT = 'payment';

/**
 * The checkout: three collapsible cards (Coupon, Billing Address, Payment Method) beside the
 * cart total. Payment is pinned open; opening Coupon or Billing closes the other. The cards and
 * the cart total hydrate in passes of their own. Not one pass per card: react-aria's disclosure
 * re-renders right after it hydrates (`useIsSSR`), and React then renders any part still
 * waiting inside it afresh, so the prerendered form would vanish for a moment (layout shift).
 */
export function CheckoutView() {
  return (
    <div className={styles.layout}>
      <DeferredHydration>
        <Accordion
          pinnedKey={PAYMENT}
          headingLevel={2}
          items={[
            {
              id: 'coupon',
              title: 'Coupon',
              content: <CouponForm />,
            },
            {
              id: 'billing',
              title: 'Billing Address',
              content: <BillingAddress />,
            },
            {
              id: PAYMENT,
              title: 'Payment Method',
              content: <PaymentMethod />,
            },
          ]}
        />
      </DeferredHydration>
      <DeferredHydration>
        <CartTotalPanel />
      </DeferredHydration>
    </div>
  );
}
