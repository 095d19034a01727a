import { below, stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  alignItems: 'center',
  gap: vars.space.xxl,
  '@media': {
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const figure = style({
  position: 'relative',
  margin: 0,
  maxWidth: '26rem',
  justifySelf: 'center',
  width: '100%',
  '@media': {
    [below('sm')]: { maxWidth: '18rem' },
  },
});

export const portrait = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  boxShadow: `${vars.space.md} ${vars.space.md} 0 ${vars.color.accent}`,
});

export const since = style({
  position: 'absolute',
  insetBlockEnd: vars.space.lg,
  insetInlineStart: `calc(-1 * ${vars.space.md})`,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.2,
  '@media': {
    [below('xs')]: { insetInlineStart: 0 },
  },
});

export const points = style([
  ...stack({ space: 'xs', list: true }),
  { marginBlock: vars.space.lg },
]);

export const point = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '0.6rem',
      height: '0.6rem',
      background: vars.color.accent,
      transform: 'rotate(45deg) translateY(-0.1rem)',
    },
  },
});

export const signature = style({
  margin: `0 0 ${vars.space.lg}`,
  fontFamily: vars.font.heading,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});
