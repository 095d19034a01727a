import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { withClass } from '../utils/withClass';
import * as styles from './Button.css';

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

export interface ButtonProps extends AriaButtonProps, ButtonStyleProps {
  /** Ref to the `<button>` element (e.g. to return focus to it). */
  ref?: Ref<HTMLButtonElement>;
}

/** A button with react-aria's press, hover and focus-visible handling. */
export function Button({ tone, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={withClass(styles.button({ tone, size }), className)} />;
}
