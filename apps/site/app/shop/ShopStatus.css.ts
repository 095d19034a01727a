import { style } from '@vanilla-extract/css';

/** Headings focused by script only: no ring for a programmatic move (the text is hidden anyway). */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
