import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../src/theme/vars.css.js';

export const canvas = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  padding: vars.space.md,
});

// The theme's class is on <body> too (preview.tsx): the whole frame wears its page colour, not
// only the story's box (a dark theme on a white frame would not show how pages look).
globalStyle('body', { background: vars.color.surface });
