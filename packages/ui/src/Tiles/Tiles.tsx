import { Box, type BoxProps } from '../Box/Box';
import { type TilesOptions, tiles } from './tiles';

export { type TileColumns, tileColumnCounts } from './tiles';

export interface TilesProps
  extends Omit<BoxProps, 'display' | 'gap' | 'columns' | 'gridTemplateColumns'>,
    Omit<TilesOptions, 'list'> {}

/**
 * Equal-width tiles in rows (Braid's Tiles): card grids, counters, form fields. Every row has
 * the same number of columns; render it `as="ul"` with `li` children for a list of cards.
 */
export function Tiles({ columns, space, className, ...props }: TilesProps) {
  const classes = tiles({ columns, space });
  return <Box className={className ? `${classes} ${className}` : classes} {...props} />;
}
