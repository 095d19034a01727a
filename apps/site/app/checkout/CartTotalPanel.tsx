import { cartAtom, cartTotalsAtom } from '@firm/shop-state';
import { useAtomValue } from 'jotai';
import { StoredContent } from '../shop/ShopStatus';
import { TotalsList } from '../shop/TotalsList';
import { lineRows, summaryRows } from '../shop/totals';
import * as styles from './CartTotalPanel.css';

/** The checkout's cart total: one row per line, then product count, sub price, total price. */
export function CartTotalPanel() {
  const cart = useAtomValue(cartAtom);
  const totals = useAtomValue(cartTotalsAtom);
  return (
    <section className={styles.panel} aria-labelledby="cart-total-heading">
      <h2 id="cart-total-heading" className={styles.heading}>
        Cart Total
      </h2>
      <StoredContent
        loadingText="Loading your cart…"
        isEmpty={cart.length === 0}
        emptyText="Your cart is empty."
      >
        <TotalsList rows={[...lineRows(cart), ...summaryRows(totals)]} />
      </StoredContent>
    </section>
  );
}
