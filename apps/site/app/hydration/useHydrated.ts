import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a component hydrates prerendered markup (and in the prerender), true afterwards.
 * For state that exists only in the browser: render what the HTML shows first, then the truth.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
