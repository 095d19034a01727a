import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Group,
  Input,
  Label,
} from 'react-aria-components';
import {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  labelClassName,
} from '../Field/Field.js';
import { useValueFromBeforeHydration } from '../hooks/useValueFromBeforeHydration.js';
import { withClass } from '../utils/withClass.js';
import * as styles from './QuantityStepper.css.js';

export interface QuantityStepperProps
  extends Omit<
    AriaNumberFieldProps,
    | 'children'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'minValue'
    | 'maxValue'
    | 'step'
    | 'formatOptions'
    | 'incrementAriaLabel'
    | 'decrementAriaLabel'
    | 'validationBehavior'
  > {
  /** The text box's label, e.g. 'Quantity of Ninja Hoodie'. @default 'Quantity' */
  label?: ReactNode;
  /** Hide the label visually (e.g. under a 'Quantity' column header). @default false */
  hideLabel?: boolean;
  /** The quantity (controlled). */
  value?: number;
  /** The initial quantity (uncontrolled). @default min */
  defaultValue?: number;
  /** Called with each new whole quantity; clearing the box keeps the previous one. */
  onChange?: (value: number) => void;
  /** Lowest quantity; the decrease button is disabled there. @default 1 */
  min?: number;
  /** Highest quantity; the increase button is disabled there. No limit when omitted. */
  max?: number;
  /** Accessible name of the minus button. @default 'Decrease quantity' */
  decreaseLabel?: string;
  /** Accessible name of the plus button. @default 'Increase quantity' */
  increaseLabel?: string;
  /** Help text tied to the text box. */
  description?: ReactNode;
  /** Error text shown while the field is invalid. */
  errorMessage?: FieldErrorMessage;
}

function Icon({ path }: { path: string }) {
  return (
    <svg className={styles.icon} viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * A quantity control: minus button, text box, plus button (react-aria `NumberField`). Typing a
 * whole number works and is clamped to `min`/`max` on blur; arrow keys step; the buttons are
 * disabled at the bounds and, as react-aria does, stay out of the tab order because the text
 * box handles the keyboard.
 */
export function QuantityStepper({
  label = 'Quantity',
  hideLabel = false,
  value,
  defaultValue,
  onChange,
  min = 1,
  max,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  description,
  errorMessage,
  className,
  ...props
}: QuantityStepperProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? min);
  const quantity = value ?? uncontrolled;
  const input = useRef<HTMLInputElement>(null);
  const change = (next: number) => {
    // An emptied box commits NaN; keep the last quantity instead (react-aria restores it).
    if (Number.isNaN(next)) return;
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  // A whole number typed into the prerendered box before the page hydrated is the quantity, as
  // if the visitor had left the box: react-aria would otherwise show its own state's number.
  useValueFromBeforeHydration(
    () => {
      const typed = Number(input.current?.value.trim() || Number.NaN);
      return Number.isInteger(typed) ? Math.min(max ?? typed, Math.max(min, typed)) : undefined;
    },
    quantity,
    change,
  );
  return (
    <AriaNumberField
      {...props}
      value={quantity}
      onChange={change}
      minValue={min}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      decrementAriaLabel={decreaseLabel}
      incrementAriaLabel={increaseLabel}
      className={withClass(styles.field, className)}
    >
      <Label className={labelClassName(hideLabel)}>{label}</Label>
      <Group className={styles.group}>
        <AriaButton slot="decrement" className={styles.step}>
          <Icon path="M2 7h10" />
        </AriaButton>
        <Input ref={input} className={styles.input} />
        <AriaButton slot="increment" className={styles.step}>
          <Icon path="M2 7h10M7 2v10" />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaNumberField>
  );
}
