import * as styles from './Button.css.js';

/** Visual weights a button can take; `light` is for dark bands (`surfaceInverse`). */
export const buttonTones = ['primary', 'secondary', 'ghost', 'light'] as const;
export type ButtonTone = (typeof buttonTones)[number];

/** Sizes a button can take. */
export const buttonSizes = ['small', 'medium'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** The looks shared by `Button`, `LinkButton` and `buttonClassName`. */
export interface ButtonStyleProps {
  /** Visual weight. @default 'primary' */
  tone?: ButtonTone;
  /** Padding and type size. @default 'medium' */
  size?: ButtonSize;
}

/**
 * The class name of a button look, for elements the kit does not render itself, e.g.
 * `<Link className={buttonClassName({ tone: 'secondary' })} to="/contact">`. Hover and focus
 * styles fall back to `:hover` and `:focus-visible` on such elements.
 */
export function buttonClassName({ tone, size }: ButtonStyleProps = {}): string {
  return styles.button({ tone, size });
}
