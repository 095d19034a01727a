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
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

const cardBase = style({
  // The title link's ::after covers the card, so the whole card is one click target.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  transition: `box-shadow ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.overlay },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const card = styleVariants({
  cards: [
    cardBase,
    {
      gap: vars.space.sm,
      padding: vars.space.xl,
      borderTop: `4px solid ${vars.color.accent}`,
      boxShadow: vars.shadow.raised,
    },
  ],
  illustrated: [cardBase, { overflow: 'hidden', boxShadow: vars.shadow.raised }],
});

export const icon = style({
  display: 'block',
  width: '4rem',
  height: '4rem',
});

export const illustration = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
});

export const illustratedBody = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
});

/** The icon on a navy disc, overlapping the illustration's lower edge. */
export const badge = style({
  position: 'absolute',
  top: '-2rem',
  right: vars.space.lg,
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.accent}`,
});

export const badgeIcon = style({ width: '2.5rem', height: '2.5rem' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { color: vars.color.accentStrong, textDecoration: 'underline' },
  },
});

// Keyboard focus rings the whole card, since the whole card is the link's target.
globalStyle(`${titleLink}:focus-visible`, { outline: 'none' });
globalStyle(`${titleLink}:focus-visible::after`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});
