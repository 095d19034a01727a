import { stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style([...stack({ space: 'md', list: true }), { marginBottom: vars.space.lg }]);

export const item = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceInverse,
  color: vars.color.accent,
});

export const icon = style({ width: '1.375rem', height: '1.375rem' });

export const label = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.accentStrong,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});
