import type { StyleRule } from '@vanilla-extract/css';
import { listStyle } from '../Box/listStyle.js';
import { type Responsive, responsiveStyle } from '../theme/breakpoints.js';
import type { Space } from '../theme/layoutSprinkles.css.js';
import type { CssLength } from '../theme/length.js';
import { vars } from '../theme/vars.css.js';

/** How many tiles a row holds. */
export const tileColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type TileColumns = (typeof tileColumnCounts)[number];

/**
 * What a row that fits tiles by `minWidth` does with the width it has left over: `auto-fit`
 * stretches the tiles it has to fill it, `auto-fill` keeps empty columns so that two tiles are
 * as wide as two of a full row's.
 */
export const tileRepeats = ['auto-fit', 'auto-fill'] as const;
export type TileRepeat = (typeof tileRepeats)[number];

/** The grid template of `count` equal columns that may shrink below their content. */
export const equalColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** The narrowest a fitted tile gets: `minWidth`, or with `shrink` the row's width where that is less. */
export const fittedMin = (minWidth: string, shrink = true) =>
  shrink ? `min(100%, ${minWidth})` : minWidth;

/** The grid template of as many equal columns as fit, each at least `min`. */
export const fittedColumns = (min: string, repeat: TileRepeat = 'auto-fit') =>
  `repeat(${repeat}, minmax(${min}, 1fr))`;

interface TilesBase {
  /** The space between tiles, across and down. @default 'none' */
  space?: Responsive<Space>;
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

/** Tiles by count: so many a row. */
export interface CountedTiles extends TilesBase {
  /** Tiles a row, one value or one per breakpoint (`{ base: 3, belowMd: 2, belowSm: 1 }`). */
  columns: Responsive<TileColumns>;
  minWidth?: never;
  repeat?: never;
  shrink?: never;
}

/** Tiles by width: as many a row as fit (Every Layout's Grid), with no breakpoints. */
export interface FittedTiles extends TilesBase {
  /** As many tiles a row as fit, each at least this wide (and at most the row's width). */
  minWidth: CssLength;
  /** With few tiles: stretch them over the row (`auto-fit`) or keep them a tile wide (`auto-fill`). @default 'auto-fit' */
  repeat?: TileRepeat;
  /** In a row narrower than `minWidth`, a tile narrows to the row; `false` keeps `minWidth` and the row overflows. @default true */
  shrink?: boolean;
  columns?: never;
}

export type TilesOptions = CountedTiles | FittedTiles;

/**
 * `Tiles` as a style rule for `.css.ts` files (no JavaScript for the page): so many a row
 * (`tiles({ columns: 3 })`) or as many as fit (`tiles({ minWidth: '15rem' })`).
 */
export function tiles({ space = 'none', list = false, ...count }: TilesOptions): StyleRule[] {
  return [
    list ? listStyle : {},
    { display: 'grid' },
    count.minWidth === undefined
      ? responsiveStyle(count.columns, (each) => ({ gridTemplateColumns: equalColumns(each) }))
      : {
          gridTemplateColumns: fittedColumns(fittedMin(count.minWidth, count.shrink), count.repeat),
        },
    responsiveStyle(space, (each) => ({ gap: vars.space[each] })),
  ];
}
