import { style } from '@vanilla-extract/css';

export const prices = style({ margin: 0 });
