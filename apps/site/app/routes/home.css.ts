import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const hero = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  margin: 0,
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  margin: `${vars.space.md} auto ${vars.space.lg}`,
  maxWidth: '40rem',
});

export const cta = style({
  display: 'inline-block',
  background: vars.color.accent,
  color: vars.color.onAccent,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});
