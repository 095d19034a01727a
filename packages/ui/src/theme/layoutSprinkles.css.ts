import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { equalColumns, type TileColumns, tileColumnCounts } from '../Tiles/tiles.js';
import { responsiveConditions } from './breakpoints.js';
import { vars } from './vars.css.js';

// The layout primitives (Box, Stack, Inline, Columns, Tiles) compose these at runtime: every
// value, times every condition, ships in the page's JavaScript as a class map. So only what
// layouts change at a breakpoint (how many columns, how much space) is responsive.
export const layoutProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    gap: vars.space,
    gridTemplateColumns: Object.fromEntries(
      tileColumnCounts.map((count) => [count, equalColumns(count)]),
    ) as Record<TileColumns, string>,
  },
  shorthands: {
    columns: ['gridTemplateColumns'],
  },
});

/** How a box lays out its children: the same at every width. */
export const flowProperties = defineProperties({
  properties: {
    display: ['none', 'block', 'flex', 'grid'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
  },
});

/**
 * The layout atoms the primitives set from their props at runtime (display, direction,
 * alignment, gap, grid columns). A module of its own, so a page that uses the primitives
 * downloads this class map and not the whole of `sprinkles`.
 */
export const layoutSprinkles = createSprinkles(flowProperties, layoutProperties);

/** The argument `layoutSprinkles()` accepts: what `Box` takes as props. */
export type LayoutSprinkles = Parameters<typeof layoutSprinkles>[0];

/** A spacing token's name (`'md'`, `'lg'` …), the unit of every gap. */
export type Space = keyof typeof vars.space;
