import { style, styleVariants } from '@vanilla-extract/css';
import { type BreakpointName, below, breakpoints } from '../theme/breakpoints.js';
import {
  type ColumnWidth,
  collapsedColumnStyle,
  columnStyle,
  columnWidths,
  reversedRowStyle,
  stackedRowStyle,
} from './columns.js';

export const width = styleVariants(
  Object.fromEntries(columnWidths.map((name) => [name, columnStyle(name)])) as Record<
    ColumnWidth,
    ReturnType<typeof columnStyle>
  >,
);

const belowEach = <Rule extends object>(rule: Rule) =>
  Object.fromEntries(
    (Object.keys(breakpoints) as BreakpointName[]).map((name) => [
      name,
      { '@media': { [below(name)]: rule } },
    ]),
  ) as Record<BreakpointName, { '@media': Record<string, Rule> }>;

/** The row with `reverse`. Declared before `stacked`, which wins below the breakpoint. */
export const reversed = style(reversedRowStyle);

/** The row, below its `collapseBelow` breakpoint. */
export const stacked = styleVariants(belowEach(stackedRowStyle));

// Declared after `width`, so it wins over it below the breakpoint.
export const collapsed = styleVariants(belowEach(collapsedColumnStyle));
