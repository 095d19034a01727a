import { type ReactNode, useEffect } from 'react';

/**
 * Restores the shop (cart, wishlist, compare list, last order) after hydration, so the
 * prerendered HTML and the first client render agree (empty shop) and the restored shop shows
 * right after. The shop lives in jotai's default store; the store, the catalogue and the
 * validating storage adapter load as a separate chunk, so they never weigh on a page's first
 * load.
 */
export function ShopProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    let stopPersistence: (() => void) | undefined;
    let stopped = false;
    import('./restoreShop')
      .then((shop) => {
        if (stopped) return;
        try {
          stopPersistence = shop.restoreShop();
        } catch (error) {
          // The shop keeps working in memory; pages waiting for the restore stop waiting.
          console.error('The saved cart could not be restored.', error);
          shop.giveUpRestore();
        }
      })
      .catch((error: unknown) => console.error('The shop could not be loaded.', error));
    return () => {
      stopped = true;
      stopPersistence?.();
    };
  }, []);
  return children;
}
