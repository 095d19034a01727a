import { useEffect } from 'react';
import { whenPageHydrated } from '../hydration/HydrationBoundary';

/**
 * Restores the shop (cart, wishlist, compare list, last order) once the whole page has hydrated
 * (deferred parts included), so the prerendered HTML and the client's hydration agree (empty
 * shop) and the restored shop shows right after. The shop lives in jotai's default store; the store, the catalogue and the
 * validating storage adapter load as a separate chunk, so they never weigh on a page's first
 * load.
 */
export function useShopRestore(): void {
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
