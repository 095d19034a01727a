import type { StyleRule } from '@vanilla-extract/css';
import { type Alignment, flexAlignment } from '../Box/alignment.js';
import { listStyle } from '../Box/listStyle.js';
import { type Responsive, responsiveStyle } from '../theme/breakpoints.js';
import type { Space } from '../theme/layoutSprinkles.css.js';
import { vars } from '../theme/vars.css.js';

export interface InlineOptions {
  /** The space between the children, across and between lines. @default 'none' */
  space?: Responsive<Space>;
  /** Where the children sit along the row. @default 'start' */
  align?: Exclude<Alignment, 'stretch'> | 'between';
  /** How the children line up vertically within a line. @default 'stretch' */
  alignY?: Alignment | 'baseline';
  /** Wrap onto further lines as the width runs out; `false` keeps one line (`nowrap`). @default true */
  wrap?: boolean;
  /**
   * `'inline'` makes the row itself sit in a line of text (`display: inline-flex`), as a link or
   * a button with its icon does; `'block'` is a row of its own (`display: flex`). @default 'block'
   */
  level?: InlineLevel;
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

/** Whether the row is a box of its own (`flex`) or sits in a line of text (`inline-flex`). */
export const inlineLevels = ['block', 'inline'] as const;
export type InlineLevel = (typeof inlineLevels)[number];

/** Where `align` puts the children along the row. */
export const alongRow = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

/** Where `alignY` puts the children within a line. */
export const acrossRow = { ...flexAlignment, baseline: 'baseline' } as const;

/** An `Inline` as a style rule for `.css.ts` files (no JavaScript for the page). */
export function inline({
  space = 'none',
  align,
  alignY,
  wrap = true,
  level = 'block',
  list = false,
}: InlineOptions = {}): StyleRule[] {
  return [
    list ? listStyle : {},
    {
      display: level === 'inline' ? 'inline-flex' : 'flex',
      flexWrap: wrap ? 'wrap' : 'nowrap',
      ...(align ? { justifyContent: alongRow[align] } : {}),
      ...(alignY ? { alignItems: acrossRow[alignY] } : {}),
    },
    responsiveStyle(space, (each) => ({ gap: vars.space[each] })),
  ];
}
