import { Box, type BoxProps } from '../Box/Box';
import { type InlineOptions, inline } from './inline';

export interface InlineProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'>,
    Omit<InlineOptions, 'list'> {}

/** Children side by side, wrapping onto further lines as the width runs out (Braid's Inline). */
export function Inline({ space, align, alignY, className, ...props }: InlineProps) {
  const classes = inline({ space, align, alignY });
  return <Box className={className ? `${classes} ${className}` : classes} {...props} />;
}
