import { listReset } from '../Box/Box.css';
import type { Responsive } from '../theme/breakpoints';
import { layoutSprinkles, type Space } from '../theme/layoutSprinkles.css';

/** How many tiles a row holds. */
export const tileColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type TileColumns = (typeof tileColumnCounts)[number];

export interface TilesOptions {
  /** Tiles a row, one value or one per breakpoint (`{ base: 3, belowMd: 2, belowSm: 1 }`). */
  columns: Responsive<TileColumns>;
  /** The space between tiles, across and down. @default 'none' */
  space?: Responsive<Space>;
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

/** The classes of `Tiles`, for `.css.ts` files (build time) and for `Tiles` itself. */
export function tiles({ columns, space = 'none', list = false }: TilesOptions) {
  const atoms = layoutSprinkles({ display: 'grid', columns, gap: space });
  return list ? `${atoms} ${listReset}` : atoms;
}
