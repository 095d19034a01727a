import { inline, square, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const meta = style([
  ...inline({ space: 'xxs', list: true }),
  { columnGap: vars.space.md },
  text({ size: 'sm', tone: 'muted' }),
]);

export const icon = style([square({ size: '1rem' }), text({ tone: 'accent' }), { flexShrink: 0 }]);
