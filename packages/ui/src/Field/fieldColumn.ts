import type { StyleRule } from '@vanilla-extract/css';
import { stack } from '../Stack/stack.js';
import type { Space } from '../theme/layoutSprinkles.css.js';
import { vars } from '../theme/vars.css.js';

/**
 * A field's parts (label, control, description, error) one under the other, in the kit's body
 * font and text colour whatever the page around it uses. Shared by the text fields, radio groups
 * and time slots; `min-width: 0` lets a field shrink inside a grid or flex row.
 */
export const fieldColumnRule = (space: Space): StyleRule[] => [
  ...stack({ space }),
  { minWidth: 0, fontFamily: vars.font.body, color: vars.color.text },
];
