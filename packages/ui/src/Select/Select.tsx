import { type ChangeEvent, type FocusEvent, type Ref, useId, useRef } from 'react';
import * as fieldStyles from '../Field/Field.css.js';
import { errorMessageClassName, type FieldChromeProps, labelClassName } from '../Field/Field.js';
import { useValueFromBeforeHydration } from '../hooks/useValueFromBeforeHydration.js';
import * as styles from './Select.css.js';

/** One choice of a `Select`. */
export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Shown but not choosable. @default false */
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<FieldChromeProps, 'errorMessage'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * Text of a first, disabled option with the empty value (e.g. 'Contact subject'); it shows
   * until a choice is made and can never be chosen again.
   */
  placeholder?: string;
  /** The chosen value (controlled); `''` shows the placeholder. */
  value?: string;
  /** The initially chosen value (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the new value when the choice changes. */
  onChange?: (value: string) => void;
  /** Called when the select loses focus. */
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** Form field name. */
  name?: string;
  /** The element id; one is generated when omitted. */
  id?: string;
  /** Marks the field required (`required` and `aria-required`). @default false */
  isRequired?: boolean;
  /** Marks the field invalid and shows `errorMessage`. @default false */
  isInvalid?: boolean;
  /** Disables the field. @default false */
  isDisabled?: boolean;
  /** Error text shown while `isInvalid`, with the classes `errorMessage` and the kit's own. */
  errorMessage?: string;
  /** Autofill hint, e.g. `country-name`. */
  autoComplete?: string;
  /** Extra class on the outer wrapper. */
  className?: string;
  /** Ref to the `<select>` element. */
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A native `<select>` with label, description and error message. Native rather than a
 * react-aria listbox because forms need a disabled placeholder option and the platform picker
 * on phones; the label, `aria-describedby` and `aria-invalid` wiring matches the other fields.
 */
export function Select({
  label,
  hideLabel,
  description,
  errorMessage,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  onBlur,
  id,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  className,
  selectRef,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const descriptionId = `${selectId}-description`;
  const errorId = `${selectId}-error`;
  const showError = isInvalid && errorMessage != null && errorMessage !== '';
  const describedBy =
    [description != null ? descriptionId : null, showError ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const uncontrolledDefault = value === undefined ? (defaultValue ?? '') : undefined;
  // A choice made before the page hydrated: a controlled select would put its value back.
  const root = useRef<HTMLDivElement>(null);
  useValueFromBeforeHydration(
    () => (value === undefined ? undefined : root.current?.querySelector('select')?.value),
    value,
    (chosen) => {
      if (chosen !== undefined) onChange?.(chosen);
    },
  );

  return (
    <div
      ref={root}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label htmlFor={selectId} className={labelClassName(hideLabel)}>
        {label}
      </label>
      <div className={styles.wrapper}>
        <select
          {...props}
          id={selectId}
          ref={selectRef}
          className={`${fieldStyles.control} ${styles.select}`}
          value={value}
          defaultValue={uncontrolledDefault}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value)}
          onBlur={onBlur}
        >
          {placeholder != null && (
            <option value="" disabled className={styles.option}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.isDisabled}
              className={styles.option}
            >
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </div>
      {description != null && (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
      {showError && (
        <p id={errorId} className={errorMessageClassName}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
