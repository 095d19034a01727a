import { style } from '@vanilla-extract/css';
import { vars } from '../src/theme/vars.css.js';

export const canvas = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  padding: vars.space.md,
});
