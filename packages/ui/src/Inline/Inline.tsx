import { Box, type BoxProps } from '../Box/Box.js';
import * as styles from './Inline.css.js';
import { acrossRow, alongRow, type InlineOptions } from './inline.js';

export interface InlineProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'>,
    Omit<InlineOptions, 'list'> {}

/**
 * Children side by side, wrapping onto further lines as the width runs out (Braid's Inline). In
 * a `.css.ts` file, `inline()` is the same layout.
 */
export function Inline({ space = 'none', align, alignY, className, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      gap={space}
      justifyContent={align && alongRow[align]}
      alignItems={alignY && acrossRow[alignY]}
      className={className ? `${styles.wrap} ${className}` : styles.wrap}
      {...props}
    />
  );
}
