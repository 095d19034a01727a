import { restoreStatusAtom } from '@firm/shop-state';
import { useAtomValue } from 'jotai';

/**
 * Whether the stored shop has been restored (or restoring gave up). Until then the store holds
 * the empty shop of the prerendered HTML, so pages that show the visitor's cart, lists or order
 * render a neutral loading state instead of a misleading "empty".
 */
export function useShopRestored(): boolean {
  return useAtomValue(restoreStatusAtom) !== 'pending';
}
