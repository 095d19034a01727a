import { cartAtom, cartTotalsAtom } from '@firm/shop-state';
import { Button, buttonClassName, Inline, Stack } from '@firm/ui';
import { useAtomValue } from 'jotai';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CartTable } from './CartTable';
import * as styles from './CartView.css';
import { checkoutPath, shopPath } from './paths';
import { FocusTargetHeading, StoredContent, useFocusTarget } from './ShopStatus';
import { TotalsList, TotalsPanel } from './TotalsList';
import { summaryRows } from './totals';

/** 'Update Cart' is a submit button with no visible action (spec §2): changes apply at once. */
function keepCart(event: FormEvent<HTMLElement>) {
  event.preventDefault();
}

/** The cart page's body: the table, the three buttons and the summary (or loading / empty). */
export function CartView() {
  const cart = useAtomValue(cartAtom);
  const totals = useAtomValue(cartTotalsAtom);
  const heading = useFocusTarget<HTMLHeadingElement>();
  return (
    <>
      <FocusTargetHeading ref={heading.ref}>Your cart</FocusTargetHeading>
      <StoredContent
        loadingText="Loading your cart…"
        isEmpty={cart.length === 0}
        emptyText="Your cart is empty."
      >
        <Stack as="form" space="lg" onSubmit={keepCart} aria-label="Cart">
          <CartTable cart={cart} onRemoved={heading.focus} />
          <Inline space="sm" className={styles.actions}>
            <Link to={shopPath} className={buttonClassName({ tone: 'ghost' })}>
              Continue Shopping
            </Link>
            <Button type="submit" tone="secondary">
              Update Cart
            </Button>
            <Link
              to={checkoutPath}
              className={`${buttonClassName({ tone: 'primary' })} ${styles.proceed}`}
            >
              Proceed to Checkout
            </Link>
          </Inline>
        </Stack>
        <TotalsPanel
          headingId="cart-summary-heading"
          title="Cart Summary"
          className={styles.summary}
        >
          <TotalsList rows={summaryRows(totals, { charges: true })} />
        </TotalsPanel>
      </StoredContent>
    </>
  );
}
