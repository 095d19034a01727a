import { useLayoutEffect } from 'react';

/**
 * Adopts what a visitor entered in a field before the page's code ran.
 *
 * A prerendered form can be filled in before it hydrates. Hydration keeps the browser's value on
 * screen, but React's state starts from the prerendered one, so the field's next render puts that
 * back: the visitor's typing or choice vanishes, and a submit reads the old value. React has the
 * fix (react PR 33129, replaying change events after hydration) behind a flag that its releases
 * leave off. So each kit field reads its control once, as it mounts, and reports a difference
 * through its own change handler; after a client render the two agree and nothing happens.
 *
 * @param read the control's value now, or `undefined` when there is no control to read
 * @param current the value the field's state holds
 * @param adopt the field's change handler
 */
export function useValueFromBeforeHydration<T>(
  read: () => T | undefined,
  current: T,
  adopt: (value: T) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field mounts; later changes come through the control's own events
  useLayoutEffect(() => {
    const value = read();
    if (value !== undefined && value !== current) adopt(value);
  }, []);
}
