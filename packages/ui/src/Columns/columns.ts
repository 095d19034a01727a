import { type Alignment, flexAlignment } from '../Box/alignment';
import { listReset } from '../Box/Box.css';
import type { BreakpointName, Responsive } from '../theme/breakpoints';
import { layoutSprinkles, type Space } from '../theme/layoutSprinkles.css';
import * as styles from './Columns.css';

export interface ColumnsOptions {
  /** The space between the columns, and between them once collapsed. @default 'none' */
  space?: Responsive<Space>;
  /** Below this breakpoint the columns stack one under the other, full width. */
  collapseBelow?: BreakpointName;
  /** How the columns line up vertically while side by side. @default 'stretch' */
  alignY?: Alignment;
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

/** The classes of `Columns`, for `.css.ts` files (build time) and for `Columns` itself. */
export function columns({
  space = 'none',
  collapseBelow,
  alignY = 'stretch',
  list = false,
}: ColumnsOptions = {}) {
  return [
    layoutSprinkles({ display: 'flex', alignItems: flexAlignment[alignY], gap: space }),
    collapseBelow ? styles.stacked[collapseBelow] : undefined,
    list ? listReset : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ColumnOptions {
  /** The column's share of the row. @default 'fill' */
  width?: styles.ColumnWidth;
  /** The row's `collapseBelow`, so the column goes full width with it. */
  collapseBelow?: BreakpointName;
}

/** The classes of one `Column`, for `.css.ts` files (build time) and for `Column` itself. */
export function column({ width = 'fill', collapseBelow }: ColumnOptions = {}) {
  return collapseBelow
    ? `${styles.width[width]} ${styles.collapsed[collapseBelow]}`
    : styles.width[width];
}
