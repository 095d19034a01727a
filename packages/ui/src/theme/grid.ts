import type { StyleRule } from '@vanilla-extract/css';
import type { Alignment } from '../Box/alignment.js';
import { listStyle } from '../Box/listStyle.js';
import { type Responsive, responsiveStyle } from './breakpoints.js';
import type { Space } from './layoutSprinkles.css.js';
import type { CssLength } from './length.js';
import { vars } from './vars.css.js';

/**
 * One column's width: a share of what is left (`'3fr'`, which may shrink below its content, as
 * `minmax(0, 3fr)`), its content's width (`'auto'`, `'max-content'`), a length, or a `minmax()`.
 */
export type GridTrack =
  | `${number}fr`
  | 'auto'
  | 'max-content'
  | 'min-content'
  | CssLength
  | `minmax(${string}, ${string})`;

/** The columns of a row, left to right; one list, or one per breakpoint. */
export type GridTracks = Responsive<readonly GridTrack[]>;

/** A share that may shrink below its content, so long words wrap rather than widen the grid. */
const track = (width: GridTrack) => (width.endsWith('fr') ? `minmax(0, ${width})` : width);

/** The `grid-template-columns` of a list of column widths. */
export const gridTemplate = (tracks: readonly GridTrack[]) => tracks.map(track).join(' ');

export interface GridOptions {
  /** The columns' widths, one list or one per breakpoint (`{ base: ['3fr', '1fr'], belowMd: ['1fr'] }`). */
  columns: GridTracks;
  /** The space between columns and rows, one value or one per breakpoint. @default none (no `gap` set) */
  space?: Responsive<Space>;
  /** How the cells of a row line up vertically (`align-items`). @default 'stretch' */
  alignY?: Alignment | 'baseline';
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

/**
 * A grid of columns of set widths (main and sidebar, picture beside text, label beside value),
 * as a style rule for `.css.ts` files. For equal columns use `tiles()`.
 * `style(grid({ columns: { base: ['7.5rem', '1fr'], belowXs: ['1fr'] }, space: 'lg' }))`.
 */
export function grid({ columns, space, alignY, list = false }: GridOptions): StyleRule[] {
  return [
    list ? listStyle : {},
    // Grid alignment words (`start`, not flex's `flex-start`), as hand-written grids use.
    { display: 'grid', ...(alignY ? { alignItems: alignY } : {}) },
    isTrackList(columns)
      ? { gridTemplateColumns: gridTemplate(columns) }
      : responsiveStyle(columns, (tracks) => ({ gridTemplateColumns: gridTemplate(tracks) })),
    responsiveStyle(space, (each) => ({ gap: vars.space[each] })),
  ];
}

// A list of tracks is an object too, so it is told apart before the per-breakpoint form.
const isTrackList = (columns: GridTracks): columns is readonly GridTrack[] =>
  Array.isArray(columns);
