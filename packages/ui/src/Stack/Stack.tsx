import { flexAlignment } from '../Box/alignment.js';
import { Box, type BoxProps } from '../Box/Box.js';
import type { StackOptions } from './stack.js';

export interface StackProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'>,
    Omit<StackOptions, 'list'> {}

/**
 * Children one under the other with even space between them (Braid's Stack). Render it `as="ul"`
 * with `li` children where they form a list. In a `.css.ts` file, `stack()` is the same layout.
 */
export function Stack({ space = 'none', align = 'stretch', ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={flexAlignment[align]}
      {...props}
    />
  );
}
