import { below, vars } from '@firm/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [below('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [below('xs')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

const cardBase = style({
  // The title link's ::after covers the card, so the whole card is one click target.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  transition: `box-shadow ${vars.motion.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.overlay } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const card = styleVariants({
  light: [
    cardBase,
    { background: vars.color.surfaceRaised, color: vars.color.text, boxShadow: vars.shadow.raised },
  ],
  dark: [cardBase, { background: vars.color.surfaceInverse, color: vars.color.textInverse }],
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
});

export const category = styleVariants({
  light: { margin: 0, color: vars.color.accentStrong, fontSize: vars.fontSize.sm, fontWeight: 600 },
  dark: { margin: 0, color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: 600 },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

// Keyboard focus rings the whole card, since the whole card is the link's target.
globalStyle(`${titleLink}:focus-visible`, { outline: 'none' });
globalStyle(`${titleLink}:focus-visible::after`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
  borderRadius: vars.radius.md,
});
