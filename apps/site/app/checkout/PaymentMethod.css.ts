import { style } from '@vanilla-extract/css';

export const proceed = style({ alignSelf: 'flex-start' });
