import { surface, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style([
  ...tiles({ columns: { base: 4, belowSm: 2 }, space: 'lg', list: true }),
  { textAlign: 'center' },
]);

export const item = style([
  surface({ stripe: { side: 'bottom', width: 2 } }),
  { paddingBlock: vars.space.md },
]);
