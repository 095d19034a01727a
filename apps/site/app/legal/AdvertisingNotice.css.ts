import { text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style([
  { margin: `${vars.space.md} 0 0`, textAlign: 'center' },
  text({ size: 'sm' }),
]);
