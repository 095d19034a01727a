import { tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const steps = style([
  ...tiles({ columns: { base: 4, belowMd: 2, belowXs: 1 }, space: 'lg', list: true }),
  { counterReset: 'step' },
]);

export const step = style({
  counterIncrement: 'step',
  paddingTop: vars.space.md,
  borderTop: `2px solid ${vars.color.accent}`,
  selectors: {
    // The number is a visual aid: the ordered list already tells assistive technology the order.
    '&::before': {
      content: 'counter(step, decimal-leading-zero)',
      display: 'block',
      color: vars.color.accentStrong,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.xxl,
      fontWeight: 700,
      lineHeight: 1,
    },
  },
});

export const title = style({
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
});
