import { Box, type BoxProps } from '../Box/Box';
import { type StackOptions, stack } from './stack';

export interface StackProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'>,
    Omit<StackOptions, 'list'> {}

/**
 * Children one under the other with even space between them (Braid's Stack). Render it `as="ul"`
 * with `li` children where they form a list.
 */
export function Stack({ space, align, className, ...props }: StackProps) {
  const classes = stack({ space, align });
  return <Box className={className ? `${classes} ${className}` : classes} {...props} />;
}
