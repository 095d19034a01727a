import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
});

export const rowHeader = style({
  width: '8rem',
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const productHeader = style({
  padding: vars.space.sm,
  textAlign: 'left',
  verticalAlign: 'bottom',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const cell = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.surfaceMuted}`,
  verticalAlign: 'middle',
});

/**
 * Keeps each product column readable; with more products than fit, the table scrolls sideways
 * inside its region instead of squeezing them.
 */
export const columnWidth = style({
  display: 'block',
  minWidth: '9rem',
});

export const price = style({
  fontWeight: 700,
  color: vars.color.accentStrong,
});

export const oldPrice = style({
  color: vars.color.textMuted,
});
