import { style } from '@vanilla-extract/css';

/** An inline row wraps onto the next line rather than overflow. */
export const wrap = style({ flexWrap: 'wrap' });
