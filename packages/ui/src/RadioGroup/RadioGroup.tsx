import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import {
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  type RadioFieldProps as AriaRadioFieldProps,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Text,
} from 'react-aria-components';
import {
  type FieldChromeProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
} from '../Field/Field.js';
import { useValueFromBeforeHydration } from '../hooks/useValueFromBeforeHydration.js';
import { visuallyHidden } from '../theme/utilities.css.js';
import { withClass } from '../utils/withClass.js';
import * as styles from './RadioGroup.css.js';

/** How the options look: a list of round radios, or a row of selectable cards with images. */
export const radioGroupVariants = ['list', 'cards'] as const;
export type RadioGroupVariant = (typeof radioGroupVariants)[number];

const VariantContext = createContext<RadioGroupVariant>('list');

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'validationBehavior'>,
    FieldChromeProps {
  /** The `Radio` options. */
  children: ReactNode;
  /** `list` of radios, or `cards` (e.g. a card-type picker with logos). @default 'list' */
  variant?: RadioGroupVariant;
  /** `native` uses the browser's constraint validation; `aria` only marks it. @default 'native' */
  validationBehavior?: 'native' | 'aria';
}

/**
 * A set of mutually exclusive options (react-aria `RadioGroup`): one tab stop, arrow keys move
 * and select, the group is labelled by `label`. `variant="cards"` lays the options out as
 * image cards, e.g. a payment card-type picker; one is selected at a time.
 */
export function RadioGroup({
  label,
  hideLabel,
  description,
  errorMessage,
  variant = 'list',
  orientation,
  className,
  children,
  value,
  defaultValue,
  onChange,
  ...props
}: RadioGroupProps) {
  // Held here, so a choice made before the page hydrated can be adopted.
  const root = useRef<HTMLDivElement>(null);
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue ?? null);
  const current = value === undefined ? ownValue : value;
  const change = (next: string) => {
    setOwnValue(next);
    onChange?.(next);
  };
  useValueFromBeforeHydration<string | null>(
    () => root.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value,
    current,
    (chosen) => {
      if (chosen !== null) change(chosen);
    },
  );
  return (
    <AriaRadioGroup
      {...props}
      ref={root}
      value={current}
      onChange={change}
      orientation={orientation ?? (variant === 'cards' ? 'horizontal' : 'vertical')}
      data-variant={variant}
      className={withClass(styles.group, className)}
    >
      <FieldLabel hideLabel={hideLabel}>{label}</FieldLabel>
      <div className={styles.options[variant]}>
        <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioFieldProps, 'children'> {
  /** The option's label; its accessible name even when hidden. */
  children: ReactNode;
  /** Help text for this option, tied to it with `aria-describedby`. */
  description?: ReactNode;
  /** An image shown in a `cards` group (e.g. a card logo); decorative, the label names it. */
  image?: { src: string; width?: number; height?: number };
  /** Hide the label text visually, e.g. when the image is a logo that says the same. @default false */
  hideLabel?: boolean;
}

/** One option of a `RadioGroup` (react-aria `RadioField` + `RadioButton`). */
export function Radio({
  children,
  description,
  image,
  hideLabel,
  className,
  ...props
}: RadioProps) {
  const variant = useContext(VariantContext);
  return (
    <AriaRadioField {...props} className={withClass(styles.field, className)}>
      <AriaRadioButton className={styles.button[variant]}>
        {variant === 'list' && <span className={styles.dot} aria-hidden="true" />}
        {variant === 'cards' && (
          <svg className={styles.cardTick} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 8.5l2.5 2.5 5.5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        )}
        {image && (
          <img
            className={styles.image}
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
          />
        )}
        <span className={hideLabel ? visuallyHidden : undefined}>{children}</span>
      </AriaRadioButton>
      {description != null && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
    </AriaRadioField>
  );
}
