import type { StyleRule } from '@vanilla-extract/css';
import type { Space } from '../theme/layoutSprinkles.css.js';
import { vars } from '../theme/vars.css.js';

/**
 * The layer under a dialog or a zoomed image: it covers the viewport above the page's own
 * layers and centres what it holds, keeping `padding` clear of the viewport's edges.
 */
export const overlayRule = (padding: Space): StyleRule => ({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[padding],
});
