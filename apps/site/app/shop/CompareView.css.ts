import { surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const rowHeader = style([
  surface({ tone: 'muted', padding: 'sm' }),
  text({ size: 'sm' }),
  { width: '8rem', textAlign: 'left', verticalAlign: 'middle' },
]);

export const productHeader = style([
  text({ font: 'heading', size: 'lg', breakWords: true }),
  { padding: vars.space.sm, textAlign: 'left', verticalAlign: 'bottom' },
]);

export const cell = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.surfaceMuted}`,
  verticalAlign: 'middle',
});

/**
 * Keeps each product column readable; with more products than fit, the table scrolls sideways
 * inside its region instead of squeezing them.
 */
export const columnWidth = style({ display: 'block', minWidth: '9rem' });
