import type { StyleRule } from '@vanilla-extract/css';
import { listStyle } from '../Box/listStyle.js';
import { type Responsive, responsiveStyle } from '../theme/breakpoints.js';
import type { Space } from '../theme/layoutSprinkles.css.js';
import { vars } from '../theme/vars.css.js';

/** How many tiles a row holds. */
export const tileColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type TileColumns = (typeof tileColumnCounts)[number];

/** The grid template of `count` equal columns that may shrink below their content. */
export const equalColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export interface TilesOptions {
  /** Tiles a row, one value or one per breakpoint (`{ base: 3, belowMd: 2, belowSm: 1 }`). */
  columns: Responsive<TileColumns>;
  /** The space between tiles, across and down. @default 'none' */
  space?: Responsive<Space>;
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

/** `Tiles` as a style rule for `.css.ts` files (no JavaScript for the page). */
export function tiles({ columns, space = 'none', list = false }: TilesOptions): StyleRule[] {
  return [
    list ? listStyle : {},
    { display: 'grid' },
    responsiveStyle(columns, (count) => ({ gridTemplateColumns: equalColumns(count) })),
    responsiveStyle(space, (each) => ({ gap: vars.space[each] })),
  ];
}
