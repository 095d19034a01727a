import { Box, type BoxProps } from '../Box/Box.js';
import type { TilesOptions } from './tiles.js';

export { type TileColumns, tileColumnCounts } from './tiles.js';

export interface TilesProps
  extends Omit<BoxProps, 'display' | 'gap' | 'columns' | 'gridTemplateColumns'>,
    Omit<TilesOptions, 'list'> {}

/**
 * Equal-width tiles in rows (Braid's Tiles): card grids, counters, form fields. Every row has
 * the same number of columns; render it `as="ul"` with `li` children for a list of cards. In a
 * `.css.ts` file, `tiles()` is the same layout.
 */
export function Tiles({ columns, space = 'none', ...props }: TilesProps) {
  return <Box display="grid" columns={columns} gap={space} {...props} />;
}
