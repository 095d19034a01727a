import { stack, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { accentLink } from './shared.css';

export const grid = style(tiles({ columns: { base: 2, belowSm: 1 }, space: 'lg', list: true }));

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
});

export const body = style([
  ...stack({ space: 'sm', align: 'start' }),
  { flex: 1, padding: vars.space.lg },
]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const readMore = style([accentLink, { marginTop: 'auto' }]);

export const footer = style({
  marginTop: vars.space.xl,
  textAlign: 'center',
});
