import { createVar, styleVariants } from '@vanilla-extract/css';
import { fittedColumns, type TileRepeat } from './tiles.js';

/** The narrowest a tile may get, set on the element from `Tiles`' `minWidth` and `shrink`. */
export const tileMin = createVar();

/** As many columns as fit, each at least `tileMin`: one class per `repeat`. */
export const fitted = styleVariants(
  { 'auto-fit': 'auto-fit', 'auto-fill': 'auto-fill' } satisfies Record<TileRepeat, TileRepeat>,
  (repeat) => ({ gridTemplateColumns: fittedColumns(tileMin, repeat) }),
);
