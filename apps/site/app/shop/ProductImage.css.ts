import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  background: vars.color.surfaceMuted,
});

export const thumb = style({
  display: 'block',
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
