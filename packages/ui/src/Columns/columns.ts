import type { StyleRule } from '@vanilla-extract/css';
import { type Alignment, flexAlignment } from '../Box/alignment.js';
import { listStyle } from '../Box/listStyle.js';
import {
  type BreakpointName,
  below,
  type Responsive,
  responsiveStyle,
} from '../theme/breakpoints.js';
import type { Space } from '../theme/layoutSprinkles.css.js';
import { vars } from '../theme/vars.css.js';

/** A column's share of the row, or `content` (its own width) or `fill` (what is left). */
export const columnWidths = [
  'fill',
  'content',
  '1/2',
  '1/3',
  '2/3',
  '1/4',
  '3/4',
  '2/5',
  '3/5',
  '5/12',
  '7/12',
] as const;
export type ColumnWidth = (typeof columnWidths)[number];

const share = (width: ColumnWidth) => {
  if (width === 'fill') return '1 1 0';
  if (width === 'content') return '0 0 auto';
  const [part = 1, whole = 1] = width.split('/').map(Number);
  // A share of the row: the gaps are taken from every column in proportion to its basis
  // (flex-shrink weighs by basis), so '5/12' + '7/12' split the row as 5fr 7fr would.
  return `0 1 ${(part / whole) * 100}%`;
};

/** A column at its width; `min-width: 0` lets long words wrap instead of widening a column. */
export const columnStyle = (width: ColumnWidth) =>
  ({ flex: share(width), minWidth: 0, boxSizing: 'border-box' }) as const;

/**
 * A column once its row has collapsed: its content's height whatever its width (a share of an
 * auto-height column of columns would split the height instead), and the full width.
 */
export const collapsedColumnStyle = { flex: '0 0 auto', alignSelf: 'stretch' } as const;

/** The row once collapsed: a column of columns, from the top (also when `reverse`). */
export const stackedRowStyle = { flexDirection: 'column', justifyContent: 'flex-start' } as const;

/**
 * The row with `reverse`: the last column first, left to right. A row the columns do not fill
 * still starts at the left, as an unreversed one does (`row-reverse` alone packs to the right).
 */
export const reversedRowStyle = {
  flexDirection: 'row-reverse',
  justifyContent: 'flex-end',
} as const;

export interface ColumnsOptions {
  /** The space between the columns, and between them once collapsed. @default 'none' */
  space?: Responsive<Space>;
  /** Below this breakpoint the columns stack one under the other, full width. */
  collapseBelow?: BreakpointName;
  /** How the columns line up vertically while side by side. @default 'stretch' */
  alignY?: Alignment;
  /**
   * Side by side, show the columns in the reverse of their source order (Braid's `reverse`):
   * the source keeps the order phones show once collapsed and the order of reading and of the
   * Tab key, such as the content before its sidebar while the sidebar sits on the left.
   * @default false
   */
  reverse?: boolean;
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

/** `Columns` as a style rule for `.css.ts` files (no JavaScript for the page). */
export function columns({
  space = 'none',
  collapseBelow,
  alignY = 'stretch',
  reverse = false,
  list = false,
}: ColumnsOptions = {}): StyleRule[] {
  return [
    list ? listStyle : {},
    { display: 'flex', alignItems: flexAlignment[alignY] },
    reverse ? reversedRowStyle : {},
    responsiveStyle(space, (each) => ({ gap: vars.space[each] })),
    collapseBelow ? { '@media': { [below(collapseBelow)]: stackedRowStyle } } : {},
  ];
}

export interface ColumnOptions {
  /** The column's share of the row. @default 'fill' */
  width?: ColumnWidth;
  /** The row's `collapseBelow`, so the column goes full width with it. */
  collapseBelow?: BreakpointName;
}

/** One `Column` as a style rule for `.css.ts` files. */
export function column({ width = 'fill', collapseBelow }: ColumnOptions = {}): StyleRule {
  return collapseBelow
    ? { ...columnStyle(width), '@media': { [below(collapseBelow)]: collapsedColumnStyle } }
    : columnStyle(width);
}
