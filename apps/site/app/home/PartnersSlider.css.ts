import { image, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { artworkPlate } from '../styles/artworkPlate';

export const logo = style([
  artworkPlate,
  image({ maxWidth: '12.5rem' }),
  { marginInline: 'auto', padding: vars.space.xs },
]);
