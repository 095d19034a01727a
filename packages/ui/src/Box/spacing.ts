import type { Space } from '../theme/layoutSprinkles.css.js';

/**
 * The `data-*` attribute `Box` writes for each of its spacing options, and its style sheet
 * selects on (`data-padding="lg"`). One list for both, so they cannot drift apart.
 */
export const spacingAttributes = {
  padding: 'data-padding',
  paddingX: 'data-padding-x',
  paddingY: 'data-padding-y',
  marginTop: 'data-margin-top',
  marginBottom: 'data-margin-bottom',
  textAlign: 'data-text-align',
} as const;

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

export type SpacingOption = keyof typeof spacingAttributes;

export const isSpacingOption = (key: string): key is SpacingOption =>
  Object.hasOwn(spacingAttributes, key);
