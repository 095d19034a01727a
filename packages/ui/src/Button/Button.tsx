import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { withClass } from '../utils/withClass.js';
import * as styles from './Button.css.js';
import type { ButtonStyleProps } from './buttonClassName.js';

export interface ButtonProps extends AriaButtonProps, ButtonStyleProps {
  /** Ref to the `<button>` element (e.g. to return focus to it). */
  ref?: Ref<HTMLButtonElement>;
}

/** A button with react-aria's press, hover and focus-visible handling. */
export function Button({ tone, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={withClass(styles.button({ tone, size }), className)} />;
}
