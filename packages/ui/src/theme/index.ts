// The layout primitives' classes, for `.css.ts` files: composed at build time, they cost a page
// no JavaScript, where the components (Box, Stack …) ship the atoms' class map.
export { type ColumnOptions, type ColumnsOptions, column, columns } from '../Columns/columns.js';
export { type ContainerOptions, container } from '../Container/container.js';
export { type InlineOptions, inline } from '../Inline/inline.js';
export { type StackOptions, stack } from '../Stack/stack.js';
export { type TilesOptions, tiles } from '../Tiles/tiles.js';
export {
  atLeast,
  type BreakpointName,
  below,
  belowCondition,
  breakpoints,
  type Responsive,
  sprinklesConditions,
} from './breakpoints.js';
export { type LayoutSprinkles, layoutSprinkles, type Space } from './layoutSprinkles.css.js';
export { type Sprinkles, sprinkles } from './sprinkles.css.js';
export { harbourTheme, lawFirmTheme } from './themes.css.js';
export { harbourTokens, lawFirmTokens, type ThemeTokens } from './tokens.js';
export { visuallyHidden } from './utilities.css.js';
export { vars } from './vars.css.js';
