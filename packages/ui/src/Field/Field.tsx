import { type ReactNode, useRef, useState } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { useValueFromBeforeHydration } from '../hooks/useValueFromBeforeHydration.js';
import { visuallyHidden } from '../theme/utilities.css.js';
import { withClass } from '../utils/withClass.js';
import * as styles from './Field.css.js';

/** The plain class every error message carries besides the kit's own (the spec asks for it). */
export const ERROR_MESSAGE_CLASS = 'errorMessage';

/** An error message as text, or computed from react-aria's validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** Props every kit field shares for its label, help text and error. */
export interface FieldChromeProps {
  /** The field's label; always present for assistive technology. */
  label: ReactNode;
  /** Hide the label visually but keep it as the accessible name. @default false */
  hideLabel?: boolean;
  /** Help text below the control, tied to it with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid, with the classes `errorMessage` and the kit's own. Pass
   * `isInvalid` with a string for external validation (e.g. valibot); without it, react-aria's
   * native validation messages are shown.
   */
  errorMessage?: FieldErrorMessage;
}

export const labelClassName = (hideLabel?: boolean) =>
  hideLabel ? `${styles.label} ${visuallyHidden}` : styles.label;

export const errorMessageClassName = `${styles.errorMessage} ${ERROR_MESSAGE_CLASS}`;

/** The label of a react-aria field (reads its ids from the field's context). */
export function FieldLabel({ children, hideLabel }: { children: ReactNode; hideLabel?: boolean }) {
  return <AriaLabel className={labelClassName(hideLabel)}>{children}</AriaLabel>;
}

/** The description slot of a react-aria field; renders nothing without content. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null || children === false) return null;
  return (
    <AriaText slot="description" className={styles.description}>
      {children}
    </AriaText>
  );
}

/**
 * The error slot of a react-aria field. Renders only while the field is invalid: with
 * `isInvalid` set from outside, the given message shows at once.
 */
export function FieldErrorText({ children }: { children?: FieldErrorMessage }) {
  return <AriaFieldError className={errorMessageClassName}>{children}</AriaFieldError>;
}

/** Props of the kit's text-entry fields (`TextField`, `TextArea`). */
export interface TextEntryFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'validationBehavior'>,
    FieldChromeProps {
  /** Hint shown inside the empty control (never a substitute for the label). */
  placeholder?: string;
  /**
   * `native` blocks form submission and shows the browser's messages; `aria` only marks the
   * field invalid, which suits validation done by the site. @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
}

/**
 * A react-aria `TextField` laid out as label, control, description, error. The value is held
 * here (controlled by the caller's `value`, or by the field itself from `defaultValue`), so what a
 * visitor typed before the page hydrated can be adopted (useValueFromBeforeHydration).
 */
export function TextFieldShell({
  label,
  hideLabel,
  description,
  errorMessage,
  className,
  control,
  value,
  defaultValue,
  onChange,
  ...props
}: Omit<TextEntryFieldProps, 'placeholder'> & { control: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const change = (next: string) => {
    setOwnValue(next);
    onChange?.(next);
  };
  useValueFromBeforeHydration(
    () =>
      root.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')?.value,
    current,
    change,
  );
  return (
    <AriaTextField
      {...props}
      ref={root}
      value={current}
      onChange={change}
      className={withClass(styles.field, className)}
    >
      <FieldLabel hideLabel={hideLabel}>{label}</FieldLabel>
      {control}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
