import { createContext, useContext } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import { type Alignment, flexAlignment } from '../Box/responsive';
import type { Responsive } from '../theme/breakpoints';
import { type BreakpointName, belowCondition } from '../theme/breakpoints';
import type { Space } from '../theme/layoutSprinkles.css';
import * as styles from './Columns.css';

export { type ColumnWidth, columnWidths } from './Columns.css';

const CollapseContext = createContext<BreakpointName | undefined>(undefined);

export interface ColumnsProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'> {
  /** The space between the columns, and between them once collapsed. @default 'none' */
  space?: Responsive<Space>;
  /** Below this breakpoint the columns stack one under the other, full width. */
  collapseBelow?: BreakpointName;
  /** How the columns line up vertically while side by side. @default 'stretch' */
  alignY?: Alignment;
}

/**
 * Columns side by side with a gap (Braid's Columns): a picture beside its text, a form beside the
 * order summary. Each child is a `Column` whose `width` is a share of the row; with
 * `collapseBelow` the row becomes a stack on narrow screens, in source order.
 */
export function Columns({
  space = 'none',
  collapseBelow,
  alignY = 'stretch',
  ...props
}: ColumnsProps) {
  const aligned = flexAlignment[alignY];
  const narrow = collapseBelow ? belowCondition(collapseBelow) : undefined;
  return (
    <CollapseContext.Provider value={collapseBelow}>
      <Box
        display="flex"
        flexDirection={narrow ? { base: 'row', [narrow]: 'column' } : 'row'}
        alignItems={narrow ? { base: aligned, [narrow]: 'stretch' } : aligned}
        gap={space}
        {...props}
      />
    </CollapseContext.Provider>
  );
}

export interface ColumnProps extends BoxProps {
  /** The column's share of the row. @default 'fill' */
  width?: styles.ColumnWidth;
}

/** One column of `Columns`. */
export function Column({ width = 'fill', className, ...props }: ColumnProps) {
  const collapseBelow = useContext(CollapseContext);
  const classes = [
    styles.width[width],
    collapseBelow ? styles.collapsed[collapseBelow] : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Box className={classes} {...props} />;
}
