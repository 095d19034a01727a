import { styleVariants } from '@vanilla-extract/css';
import { type BreakpointName, below, breakpoints } from '../theme/breakpoints';

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

/** Each width as a flex item; `min-width: 0` lets long words wrap instead of widening a column. */
export const width = styleVariants(
  Object.fromEntries(
    columnWidths.map((name) => [name, { flex: share(name), minWidth: 0, boxSizing: 'border-box' }]),
  ) as Record<ColumnWidth, { flex: string; minWidth: number; boxSizing: 'border-box' }>,
);

const belowEach = <Rule>(rule: Rule) =>
  Object.fromEntries(
    (Object.keys(breakpoints) as BreakpointName[]).map((name) => [
      name,
      { '@media': { [below(name)]: rule } },
    ]),
  ) as Record<BreakpointName, { '@media': Record<string, Rule> }>;

/** The row, below its `collapseBelow` breakpoint: a column of full-width columns. */
export const stacked = styleVariants(belowEach({ flexDirection: 'column' as const }));

// Declared after `width`, so in a collapsed row each column takes its content's height whatever
// its width (a share of an auto-height column of columns would split the height instead), and
// the full width whatever the row's vertical alignment.
export const collapsed = styleVariants(
  belowEach({ flex: '0 0 auto', alignSelf: 'stretch' as const }),
);
