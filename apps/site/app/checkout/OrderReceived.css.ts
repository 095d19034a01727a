import { surface } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const details = style([
  surface({ padding: 'lg', border: 'surfaceMuted', radius: 'md', shadow: 'raised' }),
  { maxWidth: '40rem', marginInline: 'auto' },
]);
