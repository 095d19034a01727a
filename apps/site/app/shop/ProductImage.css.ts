import { image, square, surface } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const photo = style([image(), surface({ tone: 'muted' })]);

export const thumb = style([
  { display: 'block' },
  square({ size: '4.5rem' }),
  surface({ tone: 'muted', radius: 'sm' }),
  { objectFit: 'cover' },
]);
