import { image, surface, text, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { card as cardLook, eyebrow, linkedCard, stretchedLink } from '../styles/looks.css';

export const card = style([linkedCard, cardLook, { overflow: 'hidden' }]);

export const picture = style(image({ crop: '600 / 450' }));

const bodyBase = surface({ padding: 'md', stripe: { side: 'top', width: 3 } });

/** The caption under the picture: on the card's own surface, or on a navy band. */
export const body = styleVariants({
  light: [bodyBase],
  dark: [bodyBase, surface({ tone: 'inverse' }), text({ tone: 'inverse' })],
});

export const category = style([
  eyebrow,
  text({ size: 'xs' }),
  { selectors: { [`${body.dark} &`]: { color: vars.color.accent } } },
]);

export const title = style([{ margin: `${vars.space.xxs} 0 0` }, text({ size: 'lg' })]);

export const titleLink = style(stretchedLink);
