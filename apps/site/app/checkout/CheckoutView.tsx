import { Accordion } from '@firm/ui';
import { BillingAddress } from './BillingAddress';
import { CartTotalPanel } from './CartTotalPanel';
import * as styles from './CheckoutView.css';
import { CouponForm } from './CouponForm';
import { PaymentMethod } from './PaymentMethod';

/** The card that is open from the start and never closes (spec §4 checkout cards). */
const PAYMENT = 'payment';

/**
 * The checkout: three collapsible cards (Coupon, Billing Address, Payment Method) beside the
 * cart total. Payment is pinned open; opening Coupon or Billing closes the other.
 */
export function CheckoutView() {
  return (
    <div className={styles.layout}>
      <Accordion
        pinnedKey={PAYMENT}
        headingLevel={2}
        items={[
          { id: 'coupon', title: 'Coupon', content: <CouponForm /> },
          { id: 'billing', title: 'Billing Address', content: <BillingAddress /> },
          { id: PAYMENT, title: 'Payment Method', content: <PaymentMethod /> },
        ]}
      />
      <CartTotalPanel />
    </div>
  );
}
