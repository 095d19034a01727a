export { atLeast, type BreakpointName, below, breakpoints } from './breakpoints';
export { type Sprinkles, sprinkles, sprinklesConditions } from './sprinkles.css';
export { harbourTheme, lawFirmTheme } from './themes.css';
export { harbourTokens, lawFirmTokens, type ThemeTokens } from './tokens';
export { visuallyHidden } from './utilities.css';
export { vars } from './vars.css';
