import { globalStyle, style } from '@vanilla-extract/css';
import { listStyle } from './listStyle.js';

/** What `Box` puts on a `ul`/`ol`. */
export const listReset = style({});

// No specificity, so a caller's own margin or padding on the list wins whatever the CSS order.
globalStyle(`:where(${listReset})`, listStyle);
