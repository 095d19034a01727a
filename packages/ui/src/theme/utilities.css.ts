import { style } from '@vanilla-extract/css';

/**
 * Hides content visually but keeps it in the accessibility tree (hidden labels, "(opens in a
 * new tab)" hints). The usual clip pattern, so it never affects layout.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
