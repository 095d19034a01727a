import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The native select without its platform arrow, leaving room for the kit's chevron. */
export const select = style({
  appearance: 'none',
  paddingRight: `calc(${vars.space.sm} * 2 + 0.75rem)`,
  cursor: 'pointer',
  selectors: {
    // The disabled placeholder option reads as a placeholder while it is the shown value.
    '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
  },
});

export const option = style({
  color: vars.color.text,
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.sm,
  width: '0.75rem',
  height: '0.75rem',
  pointerEvents: 'none',
  color: vars.color.text,
});
