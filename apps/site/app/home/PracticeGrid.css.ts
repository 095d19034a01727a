import { grid, square, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { artworkPlate } from '../styles/artworkPlate';
import { card as cardLook, linkedCard, stretchedLink } from '../styles/looks.css';

// A rule here rather than `Columns`: the home page would download Columns' class map for it alone.
export const layout = style(
  grid({ columns: { base: ['1fr', '2fr'], belowMd: ['1fr'] }, space: 'lg', alignY: 'start' }),
);

export const quote = style([
  { margin: 0 },
  surface({ tone: 'inverse', padding: 'xl', radius: 'md', stripe: { side: 'left', width: 4 } }),
  text({ tone: 'inverse' }),
]);

export const quoteText = style([
  { margin: 0, fontStyle: 'italic' },
  text({ font: 'heading', size: 'xl', leading: 1.4 }),
  {
    selectors: {
      '&::before': { content: '"“"' },
      '&::after': { content: '"”"' },
      '&::before, &::after': { color: vars.color.accent },
    },
  },
]);

export const quoteAuthor = style([{ marginTop: vars.space.lg }, text({ weight: 'semibold' })]);

export const quoteRole = style([
  { display: 'block' },
  text({ tone: 'accentOnInverse', size: 'sm', weight: 'regular' }),
]);

export const card = style([
  linkedCard,
  ...grid({ columns: ['auto', '1fr'], space: 'md' }),
  cardLook,
  surface({ padding: 'lg' }),
]);

export const icon = style([artworkPlate, square({ size: '3rem' })]);

export const titleLink = style(stretchedLink);
