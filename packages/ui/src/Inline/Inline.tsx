import { Box, type BoxProps } from '../Box/Box';
import { type Alignment, flexAlignment, mapResponsive } from '../Box/responsive';
import type { Responsive } from '../theme/breakpoints';
import type { Space } from '../theme/layoutSprinkles.css';
import * as styles from './Inline.css';

export interface InlineProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'> {
  /** The space between the children, across and between lines. @default 'none' */
  space?: Responsive<Space>;
  /** Where the children sit along the row. @default 'start' */
  align?: Responsive<Exclude<Alignment, 'stretch'> | 'between'>;
  /** How the children line up vertically within a line. @default 'stretch' */
  alignY?: Responsive<Alignment | 'baseline'>;
}

const alongRow = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;
const acrossRow = { ...flexAlignment, baseline: 'baseline' } as const;

/** Children side by side, wrapping onto further lines as the width runs out (Braid's Inline). */
export function Inline({ space = 'none', align, alignY, className, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      gap={space}
      justifyContent={mapResponsive(align, alongRow)}
      alignItems={mapResponsive(alignY, acrossRow)}
      className={className ? `${styles.wrap} ${className}` : styles.wrap}
      {...props}
    />
  );
}
