import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const portrait = style({
  display: 'block',
  width: '100%',
  maxWidth: '26rem',
  height: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radius.md,
  borderBottom: `4px solid ${vars.color.accent}`,
  '@media': {
    [below('sm')]: { maxWidth: '16rem' },
  },
});

export const role = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.accentStrong,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});
