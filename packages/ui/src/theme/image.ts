import type { StyleRule } from '@vanilla-extract/css';
import type { CssLength } from './length.js';
import { vars } from './vars.css.js';

export interface ImageOptions {
  /** How wide the picture is drawn; its height follows its own proportions. @default '100%' */
  width?: CssLength;
  /** The widest it gets, when `width` is a share of its box. @default none */
  maxWidth?: CssLength;
  /** Corner rounding from the theme's radii. @default none */
  radius?: keyof typeof vars.radius;
  /** Crop the picture to this aspect ratio (`'3 / 2'`), filling the box (`object-fit: cover`). @default none */
  crop?: `${number} / ${number}`;
  /** Which part of a cropped picture stays in view (CSS `object-position`). @default 'center' */
  cropFocus?: 'center' | 'center top' | 'center bottom';
}

/**
 * An `img` that scales with its box, as a style rule for `.css.ts` files: a block (no gap
 * under it), `width` wide and as tall as its proportions (or its `crop`) make it.
 * `style(image({ radius: 'md' }))`.
 */
export function image({
  width = '100%',
  maxWidth,
  radius,
  crop,
  cropFocus,
}: ImageOptions = {}): StyleRule {
  return {
    display: 'block',
    width,
    ...(maxWidth ? { maxWidth } : {}),
    height: 'auto',
    ...(crop ? { aspectRatio: crop, objectFit: 'cover' } : {}),
    ...(cropFocus ? { objectPosition: cropFocus } : {}),
    ...(radius ? { borderRadius: vars.radius[radius] } : {}),
  };
}
