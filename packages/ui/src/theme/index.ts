export { atLeast, type BreakpointName, below, breakpoints } from './breakpoints';
export { harbourTheme, lawFirmTheme } from './themes.css';
export { harbourTokens, lawFirmTokens, type ThemeTokens } from './tokens';
export { vars } from './vars.css';
