import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const links = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontWeight: 600,
  color: vars.color.accentStrong,
});

export const homeLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});
