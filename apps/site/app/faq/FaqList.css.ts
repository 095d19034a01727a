import { style } from '@vanilla-extract/css';

export const list = style({
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const answer = style({
  margin: 0,
});
