import type { Space } from '../theme/layoutSprinkles.css.js';

/** `Box`'s spacing options. */
export const spacingOptions = [
  'padding',
  'paddingX',
  'paddingY',
  'marginTop',
  'marginBottom',
  'textAlign',
] as const;

export const textAlignments = ['left', 'center', 'right'] as const;

/**
 * Space inside a box and above or below it, and how its text lines up: the same at every width.
 * Each also takes `undefined`, for callers that pass one on.
 */
export interface BoxSpacing {
  /** Space on all four sides inside the box. */
  padding?: Space | undefined;
  /** Space inside, left and right; beats `padding` on those sides. */
  paddingX?: Space | undefined;
  /** Space inside, top and bottom; beats `padding` on those sides. */
  paddingY?: Space | undefined;
  /** Space above the box; `auto` pushes it to the end of a flex column. */
  marginTop?: Space | 'auto' | undefined;
  /** Space below the box. */
  marginBottom?: Space | 'auto' | undefined;
  /** How the box's lines of text align. */
  textAlign?: (typeof textAlignments)[number] | undefined;
}
