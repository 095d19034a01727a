import { style } from '@vanilla-extract/css';

/**
 * Lists laid out by a primitive are a layout, not bullet text: no markers or indent. The
 * elements stay `ul`/`ol`, so assistive technology still announces a list and its length.
 */
export const listReset = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Flex and grid children may shrink below their content's width (as `minmax(0, 1fr)` does). */
export const shrinkable = style({ minWidth: 0 });
