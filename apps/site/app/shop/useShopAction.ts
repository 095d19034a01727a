import type { Outcome } from '@firm/shop-state';
import { showToast } from '@firm/ui';
import { useSetAtom, type WritableAtom } from 'jotai';
import { useCallback } from 'react';

interface ShopActionOptions {
  /**
   * Show only outcomes that need the visitor's attention (a bound hit, a missing item). For
   * quantity steps the changed number is the feedback, and a "Cart Updated" toast on every
   * click would bury the messages that matter (shop-state README: the site may skip success
   * outcomes there). @default false
   */
  quiet?: boolean;
}

/**
 * Runs a shop-state action and shows its outcome as a toast: the state package decides what
 * happened and which message to show, the site only displays it.
 */
export function useShopAction<Args extends unknown[], Result extends Outcome>(
  action: WritableAtom<unknown, Args, Result>,
  { quiet = false }: ShopActionOptions = {},
): (...args: Args) => Result {
  const run = useSetAtom(action);
  return useCallback(
    (...args: Args) => {
      const outcome = run(...args);
      if (!quiet || outcome.kind !== 'success') showToast(outcome);
      return outcome;
    },
    [run, quiet],
  );
}
