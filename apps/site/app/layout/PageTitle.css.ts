import { vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const band = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  margin: `0 0 ${vars.space.sm}`,
});

export const crumbs = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${crumbs} li + li::before`, {
  content: '"/"',
  marginRight: vars.space.xs,
});

globalStyle(`${crumbs} a`, {
  color: vars.color.accent,
});
