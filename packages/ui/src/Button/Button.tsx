import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Button.css';

/** Visual weights a button can take. */
export const buttonTones = ['primary', 'secondary', 'ghost'] as const;
export type ButtonTone = (typeof buttonTones)[number];

/** Sizes a button can take. */
export const buttonSizes = ['small', 'medium'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  /** Visual weight. @default 'primary' */
  tone?: ButtonTone;
  /** Padding and type size. @default 'medium' */
  size?: ButtonSize;
}

/** A button with react-aria's press, hover and focus-visible handling. */
export function Button({ tone, size, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) =>
        [styles.button({ tone, size }), extra].filter(Boolean).join(' '),
      )}
    />
  );
}
