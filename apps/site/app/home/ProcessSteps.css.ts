import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': {
    [below('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [below('xs')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

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
