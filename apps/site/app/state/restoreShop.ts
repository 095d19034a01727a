import { storeRestoreTimeoutMs } from '@firm/data';
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
  store.set(receiveProductsAtom, products);
  return startPersistence(store, { timeoutMs: storeRestoreTimeoutMs });
}

/** When the restore cannot even start, pages waiting for it stop waiting. */
export function giveUpRestore(): void {
  getDefaultStore().set(restoreStatusAtom, 'timed-out');
}
