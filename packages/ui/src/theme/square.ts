import type { StyleRule } from '@vanilla-extract/css';
import type { CssLength } from './length.js';

/** How a square box shows what is inside it. */
export const squareCentres = ['block', 'inline'] as const;
export type SquareCentre = (typeof squareCentres)[number];

export interface SquareOptions {
  /** Its width and its height. */
  size: CssLength;
  /** A disc rather than a square (`border-radius: 50%`). @default false */
  round?: boolean;
  /** Centre the content in a grid box: `block` (`display: grid`) or `inline` (`inline-grid`). @default not centred */
  centre?: SquareCentre;
}

/**
 * A box as wide as it is tall (icons, avatars, round icon buttons, badges), as a style rule for
 * `.css.ts` files: `style([square({ size: '2.75rem', round: true, centre: 'inline' }), { … }])`.
 */
export function square({ size, round = false, centre }: SquareOptions): StyleRule {
  return {
    ...(centre
      ? { display: centre === 'inline' ? 'inline-grid' : 'grid', placeItems: 'center' }
      : {}),
    width: size,
    height: size,
    ...(round ? { borderRadius: '50%' } : {}),
  };
}
