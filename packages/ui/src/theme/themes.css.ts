import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { harbourTokens, lawFirmTokens } from './tokens.js';
import { vars } from './vars.css.js';

/** Applies the default law-firm brand to the whole document. */
createGlobalTheme(':root', vars, lawFirmTokens);

/** Class that scopes the default brand (useful for Storybook and nested previews). */
export const lawFirmTheme = createTheme(vars, lawFirmTokens);

/** Class that rebrands everything inside it as the "Harbour" firm. */
export const harbourTheme = createTheme(vars, harbourTokens);
