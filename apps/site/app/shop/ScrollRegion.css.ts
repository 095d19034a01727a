import { surface, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const scroller = style([
  { overflowX: 'auto' },
  surface({ border: 'surfaceMuted', radius: 'md' }),
  { ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
]);
