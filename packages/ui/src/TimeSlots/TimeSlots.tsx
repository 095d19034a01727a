import { DateFormatter, parseTime, type Time } from '@internationalized/date';
import { useMemo, useRef, useState } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
  useLocale,
} from 'react-aria-components';
import {
  type FieldChromeProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
} from '../Field/Field.js';
import { useValueFromBeforeHydration } from '../hooks/useValueFromBeforeHydration.js';
import { withClass } from '../utils/withClass.js';
import * as styles from './TimeSlots.css.js';

export interface TimeSlotsProps
  extends Omit<
      AriaRadioGroupProps,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'validationBehavior'
    >,
    FieldChromeProps {
  /** The start times offered, in order (`@internationalized/date` `Time`). */
  slots: readonly Time[];
  /** The chosen start time (controlled); `null` when none is chosen. */
  value?: Time | null;
  /** The initially chosen start time (uncontrolled). @default null */
  defaultValue?: Time | null;
  /** Called with the start time the visitor chose. */
  onChange?: (time: Time) => void;
  /** Slots shown but not choosable (e.g. already past today). */
  isSlotDisabled?: (time: Time) => boolean;
}

// Formatted as a fixed UTC instant so the visitor's own time zone cannot shift the wall time.
const wallClock = (time: Time) => new Date(Date.UTC(2000, 0, 1, time.hour, time.minute));

/**
 * A choice of appointment start times (react-aria `RadioGroup` laid out as a grid of chips): one
 * tab stop, arrow keys move and select, disabled slots are skipped. Times are labelled in the
 * locale's clock ('10:30 AM'). Native radios underneath, so a slot picked before the page
 * hydrated is adopted.
 */
export function TimeSlots({
  label,
  hideLabel,
  description,
  errorMessage,
  slots,
  value,
  defaultValue,
  onChange,
  isSlotDisabled,
  className,
  ...props
}: TimeSlotsProps) {
  const { locale } = useLocale();
  const formatter = useMemo(
    () => new DateFormatter(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
    [locale],
  );
  const root = useRef<HTMLDivElement>(null);
  const [ownValue, setOwnValue] = useState<Time | null>(defaultValue ?? null);
  const current = value === undefined ? ownValue : value;
  const change = (key: string) => {
    const time = parseTime(key);
    setOwnValue(time);
    onChange?.(time);
  };
  useValueFromBeforeHydration<string | null>(
    () => root.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value,
    current?.toString() ?? null,
    (chosen) => {
      if (chosen !== null) change(chosen);
    },
  );
  return (
    <AriaRadioGroup
      {...props}
      ref={root}
      value={current?.toString() ?? null}
      onChange={change}
      validationBehavior="aria"
      className={withClass(styles.group, className)}
    >
      <FieldLabel hideLabel={hideLabel}>{label}</FieldLabel>
      <div className={styles.slots}>
        {slots.map((time) => (
          <Radio
            key={time.toString()}
            value={time.toString()}
            isDisabled={isSlotDisabled?.(time)}
            className={styles.slot}
          >
            {formatter.format(wallClock(time))}
          </Radio>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}
