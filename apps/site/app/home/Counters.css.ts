import { surface, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ textAlign: 'center' });

export const item = style([
  surface({ stripe: { side: 'bottom', width: 2 } }),
  { paddingBlock: vars.space.md },
]);
