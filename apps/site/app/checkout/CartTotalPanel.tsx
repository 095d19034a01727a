import { cartAtom, cartTotalsAtom } from '@firm/shop-state';
import { useAtomValue } from 'jotai';
import { StoredContent } from '../shop/ShopStatus';
import { TotalsList, TotalsPanel } from '../shop/TotalsList';
import { lineRows, summaryRows } from '../shop/totals';

/** The checkout's cart total: one row per line, then product count, sub price, total price. */
export function CartTotalPanel() {
  const cart = useAtomValue(cartAtom);
  const totals = useAtomValue(cartTotalsAtom);
  return (
    <TotalsPanel headingId="cart-total-heading" title="Cart Total">
      <StoredContent
        loadingText="Loading your cart…"
        isEmpty={cart.length === 0}
        emptyText="Your cart is empty."
      >
        <TotalsList rows={[...lineRows(cart), ...summaryRows(totals)]} />
      </StoredContent>
    </TotalsPanel>
  );
}
