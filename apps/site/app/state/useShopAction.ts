import type { Outcome } from '@firm/shop-state';
import { showToast } from '@firm/ui';
import { useSetAtom, type WritableAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * Runs a shop-state action and shows its outcome as a toast: the state package decides what
 * happened and which message to show, the site only displays it.
 */
export function useShopAction<Args extends unknown[], Result extends Outcome>(
  action: WritableAtom<unknown, Args, Result>,
): (...args: Args) => Result {
  const run = useSetAtom(action);
  return useCallback(
    (...args: Args) => {
      const outcome = run(...args);
      showToast(outcome);
      return outcome;
    },
    [run],
  );
}
