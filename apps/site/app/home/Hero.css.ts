import { below, tiles, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/**
 * The navy band. It re-points the kit's text and border colours at their light counterparts,
 * so the slider's own controls stay legible on the dark background.
 */
export const band = style({
  vars: {
    [vars.color.text]: vars.color.textInverse,
    [vars.color.textMuted]: vars.color.textInverse,
    [vars.color.border]: vars.color.accent,
  },
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: vars.space.lg,
});

export const slide = style([
  ...tiles({ columns: { base: 2, belowSm: 1 }, space: { base: 'xl', belowSm: 'lg' } }),
  { alignItems: 'center' },
]);

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const heading = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.display,
  lineHeight: 1.1,
});

export const lead = style({
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.lg,
  maxWidth: '34rem',
});

const pictureBase = style({
  display: 'block',
  width: '100%',
  height: 'auto',
});

/**
 * How the hero picture is framed: `rightHalf` for the wide banner artwork, whose subject sits
 * in its right half (shown as a square); `whole` for a portrait, shown uncropped.
 */
export const picture = styleVariants({
  rightHalf: [
    pictureBase,
    {
      aspectRatio: '1 / 1',
      objectFit: 'cover',
      objectPosition: 'right center',
      // Shorter on phones, so the headline and the next section share the first screen.
      '@media': { [below('sm')]: { aspectRatio: '16 / 10' } },
    },
  ],
  whole: [
    pictureBase,
    {
      maxWidth: '24rem',
      justifySelf: 'center',
      borderRadius: vars.radius.md,
      border: `3px solid ${vars.color.accent}`,
    },
  ],
});
