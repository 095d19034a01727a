import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

export const group = style({
  display: 'inline-flex',
  padding: '2px',
  gap: '2px',
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.2,
});

export const choice = style({
  minHeight: '1.75rem',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    // Filled, not only recoloured: the choice shows without telling colours apart.
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
    // Inside the choice and in its text's colour, so it contrasts with the fill of a selected
    // choice and with whatever surface the switch sits on.
    '&[data-focus-visible]': { outline: '2px solid currentColor', outlineOffset: '-4px' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
