import { products } from '@firm/data/collections/shop';
import { receiveProductsAtom, restoreStatusAtom } from '@firm/shop-state';
import { startPersistence } from '@firm/shop-state/persistence';
import { getDefaultStore } from 'jotai';

/**
 * Fills the shop store (jotai's default store, which the mini-cart and the shop pages read)
 * with the catalogue and the visitor's saved cart, wishlist and compare list, and keeps it in
 * step with storage. Returns the function that stops persisting.
 */
export function restoreShop(): () => void {
  const store = getDefaultStore();
  try {
    store.set(receiveProductsAtom, products);
    // startPersistence's default time-out is the spec's (RESTORE_TIMEOUT_MS, §9).
    return startPersistence(store);
  } catch (error) {
    // The shop keeps working in memory; pages waiting for the restore stop waiting.
    console.error('The saved cart could not be restored.', error);
    store.set(restoreStatusAtom, 'timed-out');
    return () => {};
  }
}
