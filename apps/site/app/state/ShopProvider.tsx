import { products, storeRestoreTimeoutMs } from '@firm/data';
import { receiveProductsAtom, startPersistence } from '@firm/shop-state';
import { createStore, Provider } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * One jotai store for the shop (cart, wishlist, compare list, last order) shared by the header's
 * mini-cart and the shop pages. Stored state is restored after hydration, so the prerendered
 * HTML and the first client render agree (empty shop), and the restored shop shows right after.
 */
export function ShopProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  useEffect(() => {
    store.set(receiveProductsAtom, products);
    return startPersistence(store, { timeoutMs: storeRestoreTimeoutMs });
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
