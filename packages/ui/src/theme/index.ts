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
