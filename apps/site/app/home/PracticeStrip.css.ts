import { below, square, stack, surface, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { artworkPlate } from '../styles/artworkPlate';
import { card } from '../styles/looks.css';

export const item = style([
  ...stack({ space: 'xs', align: 'center' }),
  card,
  surface({ padding: { base: 'lg', belowXs: 'md' }, stripe: { side: 'bottom', width: 3 } }),
  {
    height: '100%',
    textAlign: 'center',
    '@media': {
      // One per row on phones: icon beside the text keeps the five items short.
      [below('xs')]: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: vars.space.md,
        alignItems: 'start',
        textAlign: 'start',
      },
    },
  },
]);

export const icon = style([
  artworkPlate,
  square({ size: '3.5rem' }),
  { '@media': { [below('xs')]: { gridRow: 'span 2', ...square({ size: '2.75rem' }) } } },
]);
