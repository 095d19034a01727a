import { style } from '@vanilla-extract/css';

/** The marker element takes no part in layout: its children lay out as if it were not there. */
export const marker = style({ display: 'contents' });
