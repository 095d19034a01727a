import { surface, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const item = style([
  surface({ stripe: { side: 'bottom', width: 2 } }),
  { paddingBlock: vars.space.md },
]);
