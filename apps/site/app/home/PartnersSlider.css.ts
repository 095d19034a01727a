import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { artworkPlate } from '../styles/artworkPlate';

export const logo = style({
  ...artworkPlate,
  display: 'block',
  width: '100%',
  maxWidth: '12.5rem',
  height: 'auto',
  marginInline: 'auto',
  padding: vars.space.xs,
});
