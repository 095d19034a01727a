import { below, image, surface, text, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { eyebrow as eyebrowLook } from '../styles/looks.css';

/**
 * The navy band. It re-points the kit's text and border colours at their light counterparts,
 * so the slider's own controls stay legible on the dark background.
 */
export const band = style([
  surface({ tone: 'inverse' }),
  text({ tone: 'inverse' }),
  {
    vars: {
      [vars.color.text]: vars.color.textInverse,
      [vars.color.textMuted]: vars.color.textInverse,
      [vars.color.border]: vars.color.accent,
    },
    paddingBlock: vars.space.lg,
  },
]);

export const eyebrow = style([eyebrowLook, text({ tone: 'accentOnInverse', tracking: 'widest' })]);

export const heading = style([
  { margin: `${vars.space.sm} 0 0` },
  text({ size: 'display', leading: 1.1 }),
]);

export const lead = style([
  { margin: `${vars.space.md} 0 ${vars.space.lg}`, maxWidth: '34rem' },
  text({ size: 'lg' }),
]);

/**
 * How the hero picture is framed: `rightHalf` for the wide banner artwork, whose subject sits
 * in its right half (shown as a square); `whole` for a portrait, shown uncropped.
 */
export const picture = styleVariants({
  rightHalf: [
    image({ crop: '1 / 1' }),
    {
      objectPosition: 'right center',
      // Shorter on phones, so the headline and the next section share the first screen.
      '@media': { [below('sm')]: { aspectRatio: '16 / 10' } },
    },
  ],
  whole: [
    image({ maxWidth: '24rem', radius: 'md' }),
    { justifySelf: 'center', border: `3px solid ${vars.color.accent}` },
  ],
});
