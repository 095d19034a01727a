import { below, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const strip = style(
  tiles({
    columns: { base: 5, belowMd: 3, belowSm: 2, belowXs: 1 },
    space: 'md',
    list: true,
  }),
);

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surfaceRaised,
  borderBottom: `3px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  '@media': {
    // One per row on phones: icon beside the text keeps the five items short.
    [below('xs')]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: vars.space.md,
      alignItems: 'start',
      textAlign: 'start',
      padding: vars.space.md,
    },
  },
});

export const icon = style({
  width: '3.5rem',
  height: '3.5rem',
  '@media': {
    [below('xs')]: { gridRow: 'span 2', width: '2.75rem', height: '2.75rem' },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
