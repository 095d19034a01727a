// The layout primitives' classes, for `.css.ts` files: composed at build time, they cost a page
// no JavaScript, where the components (Box, Stack …) ship the atoms' class map.
export { type ColumnOptions, type ColumnsOptions, column, columns } from '../Columns/columns.js';
export { type ContainerOptions, container } from '../Container/container.js';
export { type InlineLevel, type InlineOptions, inline, inlineLevels } from '../Inline/inline.js';
export { type StackOptions, stack } from '../Stack/stack.js';
export {
  type CountedTiles,
  type FittedTiles,
  type TileRepeat,
  type TilesOptions,
  tileRepeats,
  tiles,
} from '../Tiles/tiles.js';
export {
  atLeast,
  type BreakpointName,
  below,
  belowCondition,
  breakpoints,
  type Responsive,
  responsiveStyle,
  sprinklesConditions,
} from './breakpoints.js';
export {
  type ColorSchemePreference,
  colorSchemeAttribute,
  colorSchemePreferences,
} from './colorScheme.js';
// Looks as style rules for `.css.ts` files, on the theme's scales: text, surfaces, pictures,
// square boxes and grids of set column widths. Build time only, like the primitives' rules.
export { type GridOptions, type GridTrack, type GridTracks, grid, gridTemplate } from './grid.js';
export { type ImageOptions, image } from './image.js';
export { type LayoutSprinkles, layoutSprinkles, type Space } from './layoutSprinkles.css.js';
export type { CssLength } from './length.js';
export { type Sprinkles, sprinkles } from './sprinkles.css.js';
export { type SquareCentre, type SquareOptions, square, squareCentres } from './square.js';
export {
  type ColorToken,
  type StripeSide,
  type SurfaceOptions,
  type SurfaceTone,
  stripeSides,
  surface,
  surfaceTones,
} from './surface.js';
export {
  type TextOptions,
  type TextSize,
  type TextTone,
  type TextTracking,
  type TextUnderline,
  type TextWeight,
  text,
  textTones,
  textTrackings,
  textUnderlines,
  textWeights,
} from './text.js';
export { harbourTheme, lawFirmDarkTheme, lawFirmTheme } from './themes.css.js';
export {
  type ColorScheme,
  colorSchemes,
  harbourTokens,
  lawFirmDarkTokens,
  lawFirmTokens,
  type ThemeTokens,
} from './tokens.js';
export { visuallyHidden } from './utilities.css.js';
export { vars } from './vars.css.js';
export { visuallyHiddenStyle } from './visuallyHidden.js';
