import { createContext, useContext } from 'react';
import { flexAlignment } from '../Box/alignment.js';
import { Box, type BoxProps } from '../Box/Box.js';
import type { BreakpointName } from '../theme/breakpoints.js';
import * as styles from './Columns.css.js';
import type { ColumnOptions, ColumnsOptions } from './columns.js';

export { type ColumnWidth, columnWidths } from './columns.js';

const CollapseContext = createContext<BreakpointName | undefined>(undefined);

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export interface ColumnsProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'>,
    Omit<ColumnsOptions, 'list'> {}

/**
 * Columns side by side with a gap (Braid's Columns): a picture beside its text, a form beside the
 * order summary. Each child is a `Column` whose `width` is a share of the row; with
 * `collapseBelow` the row becomes a stack on narrow screens, in source order; `reverse` shows
 * them right to left while side by side. In a `.css.ts` file, `columns()` and `column()` are the
 * same layout.
 */
export function Columns({
  space = 'none',
  collapseBelow,
  alignY = 'stretch',
  reverse = false,
  className,
  ...props
}: ColumnsProps) {
  return (
    <CollapseContext.Provider value={collapseBelow}>
      <Box
        display="flex"
        alignItems={flexAlignment[alignY]}
        gap={space}
        className={
          join(
            reverse ? styles.reversed : undefined,
            collapseBelow && styles.stacked[collapseBelow],
            className,
          ) || undefined
        }
        {...props}
      />
    </CollapseContext.Provider>
  );
}

export interface ColumnProps extends Omit<BoxProps, 'width'>, Pick<ColumnOptions, 'width'> {}

/** One column of `Columns`. */
export function Column({ width = 'fill', className, ...props }: ColumnProps) {
  const collapseBelow = useContext(CollapseContext);
  return (
    <Box
      className={join(
        styles.width[width],
        collapseBelow && styles.collapsed[collapseBelow],
        className,
      )}
      {...props}
    />
  );
}
