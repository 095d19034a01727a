import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  gap: `${vars.space.xl} clamp(${vars.space.lg}, 4vw, ${vars.space.xxl})`,
  alignItems: 'start',
  '@media': {
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xl,
});

export const intro = style({
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
});

export const formCard = style({
  padding: `clamp(${vars.space.md}, 4vw, ${vars.space.xl})`,
  background: vars.color.surfaceMuted,
  borderTop: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
});
