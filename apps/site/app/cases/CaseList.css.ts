import { image as imageRule, surface, text, vars } from '@firm/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { linkedCard, stretchedLink } from '../blog/shared.css';

const cardBase = style([linkedCard, { overflow: 'hidden' }]);

export const card = styleVariants({
  light: [cardBase, surface({ tone: 'raised', shadow: 'raised' }), text({ tone: 'neutral' })],
  dark: [cardBase, surface({ tone: 'inverse' }), text({ tone: 'inverse' })],
});

// The blue focus ring is faint on navy; a light one stands out there.
globalStyle(`${card.dark} ${stretchedLink}:focus-visible::after`, {
  outlineColor: vars.color.textInverse,
});

export const image = style(imageRule({ crop: '4 / 3' }));

export const body = style({ padding: vars.space.lg });

export const category = styleVariants(
  { light: 'accent', dark: 'accentOnInverse' } as const,
  (tone) => [{ margin: 0 }, text({ tone, size: 'sm', weight: 'semibold' })],
);
