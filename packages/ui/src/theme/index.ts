export { atLeast, type BreakpointName, below, breakpoints } from './breakpoints';
export {
  type ColorSchemePreference,
  colorSchemeAttribute,
  colorSchemePreferences,
} from './colorScheme';
export { type Sprinkles, sprinkles, sprinklesConditions } from './sprinkles.css';
export { harbourTheme, lawFirmDarkTheme, lawFirmTheme } from './themes.css';
export {
  type ColorScheme,
  colorSchemes,
  harbourTokens,
  lawFirmDarkTokens,
  lawFirmTokens,
  type ThemeTokens,
} from './tokens';
export { visuallyHidden } from './utilities.css';
export { vars } from './vars.css';
