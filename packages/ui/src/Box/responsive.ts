import type { Responsive } from '../theme/breakpoints';

/**
 * Maps a prop that may change at the breakpoints (`'start'` or `{ base: 'start', belowSm:
 * 'stretch' }`) onto the sprinkle value it stands for, condition by condition.
 */
export function mapResponsive<From extends string, To extends string>(
  value: Responsive<From> | undefined,
  map: Record<From, To>,
): Responsive<To> | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return map[value];
  return Object.fromEntries(
    Object.entries(value).map(([condition, each]) => [condition, map[each as From]]),
  ) as Responsive<To>;
}

/** Horizontal or vertical alignment, in the words the primitives use. */
export const alignments = ['start', 'center', 'end', 'stretch'] as const;
export type Alignment = (typeof alignments)[number];

/** Where an alignment puts flex items on either axis. */
export const flexAlignment = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const satisfies Record<Alignment, string>;
