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
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

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
  list = false,
}: InlineOptions = {}): StyleRule[] {
  return [
    list ? listStyle : {},
    {
      display: 'flex',
      flexWrap: 'wrap',
      ...(align ? { justifyContent: alongRow[align] } : {}),
      ...(alignY ? { alignItems: acrossRow[alignY] } : {}),
    },
    responsiveStyle(space, (each) => ({ gap: vars.space[each] })),
  ];
}
