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
    columnWidths.map((name) => [name, { flex: share(name), minWidth: 0 }]),
  ) as Record<ColumnWidth, { flex: string; minWidth: number }>,
);

// Declared after `width`, so in a collapsed row each column takes its content's height whatever
// its width: a share of an auto-height column of columns would split the height instead.
export const collapsed = styleVariants(
  Object.fromEntries(
    (Object.keys(breakpoints) as BreakpointName[]).map((name) => [
      name,
      { '@media': { [below(name)]: { flex: '0 0 auto' } } },
    ]),
  ) as Record<BreakpointName, { '@media': Record<string, { flex: string }> }>,
);
