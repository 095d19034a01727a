import { style } from '@vanilla-extract/css';

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ gridColumn: '1 / -1', justifySelf: 'start' });
