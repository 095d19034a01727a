import { useEffect } from 'react';
import { whenPageHydrated } from '../hydration/HydrationBoundary';

/**
 * Restores the shop (cart, wishlist, compare list, last order) once the whole page has hydrated
 * (deferred parts included), so the prerendered HTML and the client's hydration agree (empty
 * shop) and the restored shop shows right after. The shop lives in jotai's default store; the
 * store, the catalogue and the validating storage adapter load as a separate chunk, so they
 * never weigh on a page's first load: this module, which the root layout imports, must not
 * import jotai or the shop state (`useShopRestored` in ShopStatus.tsx reads the outcome).
 */
export function useRestoreShop(): void {
  useEffect(() => {
    let stopPersistence: (() => void) | undefined;
    let stopped = false;
    whenPageHydrated()
      .then(() => import('./restoreShop'))
      .then(({ restoreShop }) => {
        if (!stopped) stopPersistence = restoreShop();
      })
      .catch((error: unknown) => console.error('The shop could not be loaded.', error));
    return () => {
      stopped = true;
      stopPersistence?.();
    };
  }, []);
}
