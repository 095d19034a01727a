import { stack, vars } from '@firm/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { linkedCard, stretchedLink } from '../blog/shared.css';

export const card = styleVariants({
  light: [
    linkedCard,
    {
      overflow: 'hidden',
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      boxShadow: vars.shadow.raised,
    },
  ],
  dark: [
    linkedCard,
    { overflow: 'hidden', background: vars.color.surfaceInverse, color: vars.color.textInverse },
  ],
});

// The blue focus ring is faint on navy; a light one stands out there.
globalStyle(`${card.dark} ${stretchedLink}:focus-visible::after`, {
  outlineColor: vars.color.textInverse,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

export const body = style([...stack({ space: 'xxs' }), { padding: vars.space.lg }]);

export const category = styleVariants({
  light: { margin: 0, color: vars.color.accentStrong, fontSize: vars.fontSize.sm, fontWeight: 600 },
  dark: { margin: 0, color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: 600 },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
