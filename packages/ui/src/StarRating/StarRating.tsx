import type { ReactNode } from 'react';
import {
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.js';
import {
  type FieldChromeProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
} from '../Field/Field.js';
import { visuallyHidden } from '../theme/utilities.css.js';
import { withClass } from '../utils/withClass.js';
import * as styles from './StarRating.css.js';

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg
      className={[styles.star, className].filter(Boolean).join(' ')}
      data-filled={filled || undefined}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={starPath} strokeLinejoin="round" />
    </svg>
  );
}

/** How many stars a value fills, on a whole-star scale. */
export function filledStarCount(value: number, max: number): number {
  return Math.min(max, Math.max(0, Math.round(value)));
}

/** The default accessible name of a star display: "Rated 4 out of 5". */
export const defaultRatingLabel = (value: number, max: number) => `Rated ${value} out of ${max}`;

export interface StarRatingProps {
  /** The rating shown, rounded to whole stars for the picture. */
  value: number;
  /** Number of stars. @default 5 */
  max?: number;
  /** The accessible name for a value. @default "Rated {value} out of {max}" */
  getLabel?: (value: number, max: number) => string;
  /** Extra class on the wrapper. */
  className?: string;
}

/**
 * A read-only row of stars (e.g. four filled, one empty), exposed as one image named
 * "Rated 4 out of 5"; the individual stars are hidden from assistive technology.
 */
export function StarRating({
  value,
  max = 5,
  getLabel = defaultRatingLabel,
  className,
}: StarRatingProps) {
  const filled = filledStarCount(value, max);
  return (
    <span
      role="img"
      aria-label={getLabel(value, max)}
      className={[styles.display, className].filter(Boolean).join(' ')}
    >
      {Array.from({ length: max }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed, ordered row
        <Star key={index} filled={index < filled} />
      ))}
    </span>
  );
}

/** The default accessible name of a star option: "1 star", "2 stars" … */
export const defaultStarLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

export interface StarRatingFieldProps
  extends Omit<
      AriaRadioGroupProps,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation' | 'validationBehavior'
    >,
    FieldChromeProps {
  /** The chosen number of stars (controlled); `null` for none. */
  value?: number | null;
  /** The initially chosen number of stars (uncontrolled). */
  defaultValue?: number;
  /** Called with the chosen number of stars. */
  onChange?: (value: number) => void;
  /** Number of stars to choose from. @default 5 */
  max?: number;
  /** The accessible name of each option. @default "1 star", "2 stars" … */
  getStarLabel?: (stars: number) => string;
  /** `native` uses the browser's constraint validation; `aria` only marks it. @default 'native' */
  validationBehavior?: 'native' | 'aria';
  /** Extra content after the stars (e.g. a hint). */
  children?: ReactNode;
}

/**
 * A star input: a react-aria `RadioGroup` of 1…max, each radio named "n stars", so it submits
 * the number under `name` (e.g. `stars`). Arrow keys move the choice; hovering previews it.
 */
export function StarRatingField({
  label,
  hideLabel,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  max = 5,
  getStarLabel = defaultStarLabel,
  className,
  children,
  ...props
}: StarRatingFieldProps) {
  const toKey = (stars: number | null | undefined) =>
    stars === undefined ? undefined : stars === null ? null : String(stars);
  return (
    <AriaRadioGroup
      {...props}
      orientation="horizontal"
      value={toKey(value)}
      defaultValue={toKey(defaultValue)}
      onChange={(next) => onChange?.(Number(next))}
      className={withClass(fieldStyles.field, className)}
    >
      {({ state }) => {
        const chosen = state.selectedValue === null ? 0 : Number(state.selectedValue);
        return (
          <>
            <FieldLabel hideLabel={hideLabel}>{label}</FieldLabel>
            <div className={styles.stars}>
              {Array.from({ length: max }, (_, index) => {
                const stars = index + 1;
                return (
                  <AriaRadioField key={stars} value={String(stars)} className={styles.option}>
                    <AriaRadioButton className={styles.radio}>
                      <Star filled={stars <= chosen} className={styles.previewStar} />
                      <span className={visuallyHidden}>{getStarLabel(stars)}</span>
                    </AriaRadioButton>
                  </AriaRadioField>
                );
              })}
            </div>
            {children}
            <FieldDescription>{description}</FieldDescription>
            <FieldErrorText>{errorMessage}</FieldErrorText>
          </>
        );
      }}
    </AriaRadioGroup>
  );
}
