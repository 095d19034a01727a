import { below, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { linkedCard } from './stretchedLink.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const quote = style({
  margin: 0,
  padding: vars.space.xl,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.accent}`,
});

export const quoteBody = style({ margin: 0 });

export const quoteText = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
  lineHeight: 1.4,
  selectors: {
    '&::before': { content: '"“"', color: vars.color.accent },
    '&::after': { content: '"”"', color: vars.color.accent },
  },
});

export const quoteAuthor = style({
  marginTop: vars.space.lg,
  fontWeight: 600,
});

export const quoteRole = style({
  display: 'block',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
});

export const cards = style(tiles({ columns: { base: 2, belowXs: 1 }, space: 'lg', list: true }));

export const card = style([
  linkedCard,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: vars.space.md,
    height: '100%',
    padding: vars.space.lg,
    background: vars.color.surfaceRaised,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.raised,
  },
]);

export const icon = style({
  width: '3rem',
  height: '3rem',
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const cardText = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
