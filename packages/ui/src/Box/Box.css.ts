import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Lists laid out by a primitive are a layout, not bullet text: no markers or indent. The
 * elements stay `ul`/`ol`, so assistive technology still announces a list and its length.
 */
export const listReset = style({});

// No specificity, so a caller's own margin or padding on the list wins whatever the CSS order.
globalStyle(`:where(${listReset})`, { margin: 0, padding: 0, listStyle: 'none' });
