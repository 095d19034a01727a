export { atLeast, type BreakpointName, below, breakpoints } from './breakpoints.js';
export { type Sprinkles, sprinkles, sprinklesConditions } from './sprinkles.css.js';
export { harbourTheme, lawFirmTheme } from './themes.css.js';
export { harbourTokens, lawFirmTokens, type ThemeTokens } from './tokens.js';
export { visuallyHidden } from './utilities.css.js';
export { vars } from './vars.css.js';
