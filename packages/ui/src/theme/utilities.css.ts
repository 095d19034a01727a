import { style } from '@vanilla-extract/css';
import { visuallyHiddenStyle } from './visuallyHidden.js';

/**
 * Hides content visually but keeps it in the accessibility tree (hidden labels, "(opens in a
 * new tab)" hints). The usual clip pattern, so it never affects layout.
 */
export const visuallyHidden = style(visuallyHiddenStyle);
