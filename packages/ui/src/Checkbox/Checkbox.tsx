import { type ReactNode, useRef, useState } from 'react';
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.js';
import { type FieldChromeProps, FieldDescription, FieldErrorText } from '../Field/Field.js';
import { useValueFromBeforeHydration } from '../hooks/useValueFromBeforeHydration.js';
import { visuallyHidden } from '../theme/utilities.css.js';
import { withClass } from '../utils/withClass.js';
import * as styles from './Checkbox.css.js';

export interface CheckboxProps
  extends Omit<AriaCheckboxFieldProps, 'children' | 'validationBehavior'>,
    FieldChromeProps {
  /** The checkbox's label, clickable with the box. */
  label: ReactNode;
  /** `native` uses the browser's constraint validation; `aria` only marks it. @default 'native' */
  validationBehavior?: 'native' | 'aria';
}

/**
 * A checkbox with label, description and error message (react-aria `CheckboxField`). Use
 * `isSelected`/`onChange` for controlled use (e.g. 'Ship to a different address?').
 */
export function Checkbox({
  label,
  hideLabel,
  description,
  errorMessage,
  className,
  isSelected,
  defaultSelected,
  onChange,
  ...props
}: CheckboxProps) {
  // Held here, so a box ticked before the page hydrated can be adopted.
  const root = useRef<HTMLDivElement>(null);
  const [ownSelected, setOwnSelected] = useState(defaultSelected ?? false);
  const current = isSelected ?? ownSelected;
  const change = (next: boolean) => {
    setOwnSelected(next);
    onChange?.(next);
  };
  useValueFromBeforeHydration(
    () => root.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked,
    current,
    change,
  );
  return (
    <AriaCheckboxField
      {...props}
      ref={root}
      isSelected={current}
      onChange={change}
      className={withClass(fieldStyles.field, className)}
    >
      <AriaCheckboxButton className={styles.button}>
        <span className={styles.box}>
          <svg className={styles.check} viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2.5 7.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
        <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
      </AriaCheckboxButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaCheckboxField>
  );
}
