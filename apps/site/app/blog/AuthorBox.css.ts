import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const box = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  marginTop: vars.space.xxl,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  '@media': {
    [below('xs')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const portrait = style({
  display: 'block',
  width: '7.5rem',
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const name = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.fontSize.xl });

export const role = style({ margin: 0, color: vars.color.textMuted });

export const about = style({ margin: `${vars.space.sm} 0` });
