import { vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { linkedCard } from './stretchedLink.css';

export const card = style([
  linkedCard,
  {
    height: '100%',
    background: vars.color.surfaceRaised,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.raised,
    overflow: 'hidden',
  },
]);

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '600 / 450',
  objectFit: 'cover',
});

const bodyBase = style({
  padding: vars.space.md,
  borderTop: `3px solid ${vars.color.accent}`,
});

/** The caption under the picture: on the card's own surface, or on a navy band. */
export const body = styleVariants({
  light: [bodyBase],
  dark: [bodyBase, { background: vars.color.surfaceInverse, color: vars.color.textInverse }],
});

export const category = style({
  margin: 0,
  color: vars.color.accentStrong,
  selectors: {
    [`${body.dark} &`]: { color: vars.color.accent },
  },
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.fontSize.lg,
});
