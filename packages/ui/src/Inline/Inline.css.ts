import { style } from '@vanilla-extract/css';

/** An inline row wraps onto the next line rather than overflow. */
export const wrap = style({ flexWrap: 'wrap' });

/** A row that sits in a line of text, as a link or a button with its icon does. */
export const inlineLevel = style({ display: 'inline-flex' });
