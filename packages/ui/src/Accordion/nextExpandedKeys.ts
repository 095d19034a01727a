import type { Key } from 'react-aria-components';

/** How an accordion's panels open: one at a time, or independently. */
export const accordionModes = ['single', 'multiple'] as const;
export type AccordionMode = (typeof accordionModes)[number];

export interface ExpandRuleOptions {
  /** `single`: opening a panel closes the others; `multiple`: panels toggle on their own. @default 'single' */
  mode?: AccordionMode;
  /** A panel that is always open; the others follow `mode` among themselves. */
  pinnedKey?: Key;
}

/**
 * The panels open after the trigger of `toggledKey` is pressed. Pure, so the rule is testable
 * without a browser. With `pinnedKey` (the checkout's Payment card) that panel never closes,
 * and in `single` mode opening another panel closes every other one except it.
 */
export function nextExpandedKeys(
  current: Iterable<Key>,
  toggledKey: Key,
  { mode = 'single', pinnedKey }: ExpandRuleOptions = {},
): Set<Key> {
  const open = new Set(current);
  const pinned = pinnedKey === undefined ? [] : [pinnedKey];
  if (toggledKey === pinnedKey) return new Set([...pinned, ...open]);
  if (open.has(toggledKey)) {
    open.delete(toggledKey);
    return new Set([...pinned, ...open]);
  }
  if (mode === 'single') return new Set([...pinned, toggledKey]);
  return new Set([...pinned, ...open, toggledKey]);
}
