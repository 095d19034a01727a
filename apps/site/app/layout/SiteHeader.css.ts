import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  textDecoration: 'none',
});

export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const menuLink = style({
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accentStrong },
  },
});
