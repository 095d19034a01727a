import type { Outcome } from '@firm/shop-state';
import { showToast } from '@firm/ui';
import { useSetAtom, type WritableAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * Like `useShopAction`, but shows only outcomes that need the visitor's attention (a bound hit,
 * a missing item). For quantity steps the changed number is the feedback, and a "Cart Updated"
 * toast on every click would bury the messages that matter (shop-state README: the site may
 * skip success outcomes there).
 */
export function useQuietShopAction<Args extends unknown[], Result extends Outcome>(
  action: WritableAtom<unknown, Args, Result>,
): (...args: Args) => Result {
  const run = useSetAtom(action);
  return useCallback(
    (...args: Args) => {
      const outcome = run(...args);
      if (outcome.kind !== 'success') showToast(outcome);
      return outcome;
    },
    [run],
  );
}
