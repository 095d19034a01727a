import { style } from '@vanilla-extract/css';

export const field = style({ flex: 1 });
