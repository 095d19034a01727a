import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Box, type BoxProps } from '../Box/Box.js';
import * as styles from './Tiles.css.js';
import { type CountedTiles, type FittedTiles, fittedMin } from './tiles.js';

export { type TileColumns, type TileRepeat, tileColumnCounts, tileRepeats } from './tiles.js';

export type TilesProps = Omit<BoxProps, 'display' | 'gap' | 'columns' | 'gridTemplateColumns'> &
  (Omit<CountedTiles, 'list'> | Omit<FittedTiles, 'list'>);

/**
 * Equal-width tiles in rows (Braid's Tiles): card grids, counters, form fields. Every row has
 * the same number of columns, by count (`columns`) or as many as fit (`minWidth`); render it
 * `as="ul"` with `li` children for a list of cards. In a `.css.ts` file, `tiles()` is the same
 * layout.
 */
export function Tiles({
  columns,
  minWidth,
  repeat = 'auto-fit',
  shrink = true,
  space = 'none',
  ...props
}: TilesProps) {
  if (minWidth === undefined)
    return <Box display="grid" columns={columns} gap={space} {...props} />;
  const { className, style, ...rest } = props;
  return (
    <Box
      display="grid"
      gap={space}
      className={className ? `${styles.fitted[repeat]} ${className}` : styles.fitted[repeat]}
      style={{ ...assignInlineVars({ [styles.tileMin]: fittedMin(minWidth, shrink) }), ...style }}
      {...rest}
    />
  );
}
