import { Box, type BoxProps } from '../Box/Box';
import type { Responsive } from '../theme/breakpoints';
import type { Space } from '../theme/layoutSprinkles.css';

/** How many tiles a row holds. */
export const tileColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type TileColumns = (typeof tileColumnCounts)[number];

export interface TilesProps
  extends Omit<BoxProps, 'display' | 'gap' | 'columns' | 'gridTemplateColumns'> {
  /** Tiles a row, one value or one per breakpoint (`{ base: 3, belowMd: 2, belowSm: 1 }`). */
  columns: Responsive<TileColumns>;
  /** The space between tiles, across and down. @default 'none' */
  space?: Responsive<Space>;
}

/**
 * Equal-width tiles in rows (Braid's Tiles): card grids, counters, form fields. Every row has
 * the same number of columns; render it `as="ul"` with `li` children for a list of cards.
 */
export function Tiles({ columns, space = 'none', ...props }: TilesProps) {
  return <Box display="grid" columns={columns} gap={space} {...props} />;
}
