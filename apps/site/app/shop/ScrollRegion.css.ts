import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
