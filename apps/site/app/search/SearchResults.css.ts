import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const results = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const status = style({
  margin: 0,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const hit = style({
  display: 'grid',
  gap: vars.space.xxs,
});

export const title = style({
  color: vars.color.text,
  fontWeight: 600,
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.accentStrong },
});

export const excerpt = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const seeAll = style({
  color: vars.color.accentStrong,
  fontWeight: 600,
  textUnderlineOffset: '0.2em',
});
