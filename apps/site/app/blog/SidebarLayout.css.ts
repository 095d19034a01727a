import { atLeast, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
});

// The content comes first in the source, so phones (one column) show it first; wide screens
// place the sidebar on the side the layout asks for.
export const layout = styleVariants({
  right: [
    grid,
    {
      '@media': {
        [atLeast('md')]: {
          gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
          gridTemplateAreas: '"content sidebar"',
        },
      },
    },
  ],
  left: [
    grid,
    {
      '@media': {
        [atLeast('md')]: {
          gridTemplateColumns: 'minmax(16rem, 1fr) minmax(0, 2fr)',
          gridTemplateAreas: '"sidebar content"',
        },
      },
    },
  ],
  none: [grid, { maxWidth: '56rem', marginInline: 'auto' }],
});

// Named areas only where the layout has two columns; one column simply follows source order.
export const content = style({
  minWidth: 0,
  '@media': { [atLeast('md')]: { gridArea: 'content' } },
});

export const sidebar = style({
  '@media': { [atLeast('md')]: { gridArea: 'sidebar' } },
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

const widgetBase = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
});

export const widget = styleVariants({
  muted: [widgetBase, { background: vars.color.surfaceMuted, color: vars.color.text }],
  inverse: [widgetBase, { background: vars.color.surfaceInverse, color: vars.color.textInverse }],
});

export const widgetTitle = style({
  margin: `0 0 ${vars.space.md}`,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.accent}`,
  fontSize: vars.fontSize.lg,
});
