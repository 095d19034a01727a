import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  margin: 0,
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  lineHeight: 1.1,
  color: vars.color.accentStrong,
  fontVariantNumeric: 'tabular-nums',
});

/** Stacks the running number over an invisible copy of the final one, so the width never changes. */
export const stack = style({
  display: 'inline-grid',
  justifyItems: 'end',
});

export const layer = style({
  gridArea: '1 / 1',
});

export const ghost = style([layer, { visibility: 'hidden' }]);

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
