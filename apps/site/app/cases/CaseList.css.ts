import { image as imageRule, surface, text } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { linkedCard, stretchedLink } from '../styles/looks.css';

const cardBase = style([linkedCard, { overflow: 'hidden' }]);

export const card = styleVariants({
  light: [cardBase, surface({ tone: 'raised', shadow: 'raised' }), text({ tone: 'neutral' })],
  dark: [cardBase, surface({ tone: 'inverse' }), text({ tone: 'inverse' })],
});

export const image = style(imageRule({ crop: '4 / 3' }));

export const titleLink = style(stretchedLink);
