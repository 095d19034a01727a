import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  // Two per row even on phones: the badges are small and the titles short.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textAlign: 'center',
});

export const award = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '100%',
  padding: `${vars.space.lg} ${vars.space.sm}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const badge = style({
  width: '6rem',
  height: '6rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const issuer = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
