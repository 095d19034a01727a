import { createContext, useContext } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import type { BreakpointName } from '../theme/breakpoints';
import { type ColumnOptions, type ColumnsOptions, column, columns } from './columns';

export { type ColumnWidth, columnWidths } from './Columns.css';

const CollapseContext = createContext<BreakpointName | undefined>(undefined);

export interface ColumnsProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'>,
    Omit<ColumnsOptions, 'list'> {}

/**
 * Columns side by side with a gap (Braid's Columns): a picture beside its text, a form beside the
 * order summary. Each child is a `Column` whose `width` is a share of the row; with
 * `collapseBelow` the row becomes a stack on narrow screens, in source order.
 */
export function Columns({ space, collapseBelow, alignY, className, ...props }: ColumnsProps) {
  const classes = columns({ space, collapseBelow, alignY });
  return (
    <CollapseContext.Provider value={collapseBelow}>
      <Box className={className ? `${classes} ${className}` : classes} {...props} />
    </CollapseContext.Provider>
  );
}

export interface ColumnProps extends Omit<BoxProps, 'width'>, Pick<ColumnOptions, 'width'> {}

/** One column of `Columns`. */
export function Column({ width, className, ...props }: ColumnProps) {
  const classes = column({ width, collapseBelow: useContext(CollapseContext) });
  return <Box className={className ? `${classes} ${className}` : classes} {...props} />;
}
