import { Box, type BoxProps } from '../Box/Box.js';
import * as styles from './Inline.css.js';
import { acrossRow, alongRow, type InlineOptions } from './inline.js';

export interface InlineProps
  extends Omit<
      BoxProps,
      'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent' | 'wrap'
    >,
    Omit<InlineOptions, 'list'> {}

/**
 * Children side by side, wrapping onto further lines as the width runs out (Braid's Inline). In
 * a `.css.ts` file, `inline()` is the same layout. A row of `level="inline"` renders a `span`
 * (a `div` otherwise) unless `as` names another element.
 */
export function Inline({
  space = 'none',
  align,
  alignY,
  wrap = true,
  level = 'block',
  // Phrasing content by default when the row sits in a line of text: a `div` inside a `p` is
  // invalid HTML, and the browser's parser would close the paragraph before it.
  as = level === 'inline' ? 'span' : 'div',
  className,
  ...props
}: InlineProps) {
  const classes = [
    wrap ? styles.wrap : undefined,
    level === 'inline' ? styles.inlineLevel : undefined,
    className,
  ].filter(Boolean);
  return (
    <Box
      as={as}
      display={level === 'inline' ? undefined : 'flex'}
      gap={space}
      justifyContent={align && alongRow[align]}
      alignItems={alignY && acrossRow[alignY]}
      className={classes.length > 0 ? classes.join(' ') : undefined}
      {...props}
    />
  );
}
