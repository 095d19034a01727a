import { Box, type BoxProps } from '../Box/Box';
import { type Alignment, flexAlignment, mapResponsive } from '../Box/responsive';
import type { Responsive } from '../theme/breakpoints';
import type { Space } from '../theme/layoutSprinkles.css';

export interface StackProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** The space between the children, one value or one per breakpoint. @default 'none' */
  space?: Responsive<Space>;
  /** How the children line up across the stack; `'stretch'` makes them full width. @default 'stretch' */
  align?: Responsive<Alignment>;
}

/**
 * Children one under the other with even space between them (Braid's Stack). Render it `as="ul"`
 * with `li` children where they form a list.
 */
export function Stack({ space = 'none', align = 'stretch', ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={mapResponsive(align, flexAlignment)}
      {...props}
    />
  );
}
