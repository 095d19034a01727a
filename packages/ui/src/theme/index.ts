// The layout primitives' classes, for `.css.ts` files: composed at build time, they cost a page
// no JavaScript, where the components (Box, Stack …) ship the atoms' class map.
export { type ColumnOptions, type ColumnsOptions, column, columns } from '../Columns/columns';
export { type ContainerOptions, container } from '../Container/container';
export { type InlineOptions, inline } from '../Inline/inline';
export { type StackOptions, stack } from '../Stack/stack';
export { type TilesOptions, tiles } from '../Tiles/tiles';
export {
  atLeast,
  type BreakpointName,
  below,
  belowCondition,
  breakpoints,
  type Responsive,
  sprinklesConditions,
} from './breakpoints';
export { type LayoutSprinkles, layoutSprinkles, type Space } from './layoutSprinkles.css';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { harbourTheme, lawFirmTheme } from './themes.css';
export { harbourTokens, lawFirmTokens, type ThemeTokens } from './tokens';
export { visuallyHidden } from './utilities.css';
export { vars } from './vars.css';
