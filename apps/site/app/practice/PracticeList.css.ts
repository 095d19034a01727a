import { image, square, surface, text, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { artworkPlate } from '../styles/artworkPlate';
import { linkedCard, stretchedLink } from '../styles/looks.css';

const raisedCard = [
  linkedCard,
  surface({ tone: 'raised', shadow: 'raised' }),
  text({ tone: 'neutral' }),
];

export const card = styleVariants({
  cards: [
    ...raisedCard,
    surface({ padding: 'xl', stripe: { side: 'top', width: 4 } }),
    { gap: vars.space.sm },
  ],
  illustrated: [...raisedCard, { overflow: 'hidden' }],
});

export const icon = style([artworkPlate, square({ size: '4rem' }), { display: 'block' }]);

export const illustration = style(image({ crop: '3 / 2' }));

/** The picture and the icon badge over its lower edge. */
export const media = style({ position: 'relative' });

// Not positioned itself, so the title link's ::after spans the whole card, picture included.
export const illustratedBody = style({
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
});

/** The icon on its light disc, overlapping the illustration's lower edge. */
export const badge = style([
  square({ size: '4rem', round: true, centre: 'block' }),
  // The icon's plate: light in every scheme, as the icon is drawn in dark ink.
  surface({ tone: 'artwork' }),
  {
    position: 'absolute',
    bottom: '-2rem',
    right: vars.space.lg,
    border: `2px solid ${vars.color.accent}`,
  },
]);

export const badgeIcon = style(square({ size: '2.5rem' }));

export const titleLink = style([stretchedLink, { ':hover': { color: vars.color.accentStrong } }]);
