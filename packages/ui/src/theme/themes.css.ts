import { assignVars, createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { colorSchemeAttribute } from './colorScheme.js';
import { harbourTokens, lawFirmDarkTokens, lawFirmTokens } from './tokens.js';
import { vars } from './vars.css.js';

/** Applies the default law-firm brand to the whole document. */
createGlobalTheme(':root', vars, lawFirmTokens);

// The document follows the system's dark setting in CSS alone, so a prerendered page is drawn
// right at first paint; a visitor's own choice (the attribute, written before first paint)
// overrides it either way.
const darkDocument = assignVars(vars, lawFirmDarkTokens);
globalStyle(`:root:not([${colorSchemeAttribute}="light"])`, {
  '@media': { '(prefers-color-scheme: dark)': { vars: darkDocument } },
});
globalStyle(`:root[${colorSchemeAttribute}="dark"]`, { vars: darkDocument });

/** Class that scopes the default brand (useful for Storybook and nested previews). */
export const lawFirmTheme = createTheme(vars, lawFirmTokens);

/** Class that draws everything inside it in the default brand's dark scheme. */
export const lawFirmDarkTheme = createTheme(vars, lawFirmDarkTokens);

/** Class that rebrands everything inside it as the "Harbour" firm. */
export const harbourTheme = createTheme(vars, harbourTokens);

// Native controls and scrollbars follow whichever theme applies; `color-scheme` is inherited,
// so each theme's root sets it again from its own token.
globalStyle(`:root, .${lawFirmTheme}, .${lawFirmDarkTheme}, .${harbourTheme}`, {
  colorScheme: vars.colorScheme,
});
