import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const links = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
