import type { StyleRule } from '@vanilla-extract/css';

/**
 * Hides content visually but keeps it in the accessibility tree: the usual clip pattern, so it
 * never affects layout. As a style rule for `.css.ts` files, where content is hidden only at some
 * widths (a table's column headers once its rows become cards); `visuallyHidden` is the class.
 */
export const visuallyHiddenStyle = {
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
} satisfies StyleRule;
