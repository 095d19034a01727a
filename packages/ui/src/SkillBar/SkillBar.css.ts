import { createVar, style } from '@vanilla-extract/css';
import { text } from '../theme/text.js';
import { vars } from '../theme/vars.css.js';

/** The filled share of the bar, set per instance with `assignInlineVars`. */
export const fillWidth = createVar();

export const skillBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style([
  { display: 'flex', justifyContent: 'space-between', gap: vars.space.sm },
  text({ weight: 'semibold' }),
]);

export const label = style({
  fontSize: vars.fontSize.md,
});

export const value = style({
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const fill = style({
  width: fillWidth,
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.accentStrong,
});
