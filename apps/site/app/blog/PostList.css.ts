import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space.xxl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { color: vars.color.accentStrong, textDecoration: 'underline' },
});

export const excerpt = style({ margin: 0, maxWidth: '70ch' });
