import { storeRestoreTimeoutMs } from '@firm/data';
import { receiveProductsAtom, restoreStatusAtom } from '@firm/shop-state';
import { createStore, Provider } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * One jotai store for the shop (cart, wishlist, compare list, last order) shared by the header's
 * mini-cart and the shop pages. Stored state is restored after hydration, so the prerendered
 * HTML and the first client render agree (empty shop), and the restored shop shows right after.
 *
 * Restoring needs the catalogue and the validating storage adapter; both load as a separate
 * chunk after hydration, so they never weigh on a page's first load.
 */
export function ShopProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  useEffect(() => {
    let stopPersistence: (() => void) | undefined;
    let stopped = false;
    Promise.all([import('@firm/data/collections/shop'), import('@firm/shop-state/persistence')])
      .then(([{ products }, { startPersistence }]) => {
        if (stopped) return;
        store.set(receiveProductsAtom, products);
        stopPersistence = startPersistence(store, { timeoutMs: storeRestoreTimeoutMs });
      })
      .catch((error: unknown) => {
        // The shop keeps working in memory; pages waiting for the restore stop waiting.
        console.error('The saved cart could not be restored.', error);
        store.set(restoreStatusAtom, 'timed-out');
      });
    return () => {
      stopped = true;
      stopPersistence?.();
    };
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
