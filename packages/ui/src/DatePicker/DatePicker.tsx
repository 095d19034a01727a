import type { DateValue } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import {
  type FieldChromeProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
} from '../Field/Field.js';
import { withClass } from '../utils/withClass.js';
import * as styles from './DatePicker.css.js';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children' | 'validationBehavior'>,
    FieldChromeProps {
  /** `native` blocks form submission on react-aria's own checks; `aria` only marks the field. @default 'aria' */
  validationBehavior?: 'native' | 'aria';
}

const chevron = (path: string) => (
  <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.75" />
  </svg>
);

/**
 * A date field with a calendar popover (react-aria `DatePicker`, `DateInput`, `Calendar`). The
 * date can be typed segment by segment (arrow keys step a segment) or picked in the calendar,
 * which opens from the button (or Alt+ArrowDown) and is driven by arrow keys, Page Up/Down and
 * Enter. Values are `@internationalized/date` objects; `minValue` and `isDateUnavailable` grey
 * out days in the calendar, and an external `isInvalid` + `errorMessage` shows the page's own
 * message.
 */
export function DatePicker<T extends DateValue>({
  label,
  hideLabel,
  description,
  errorMessage,
  className,
  validationBehavior = 'aria',
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker
      {...props}
      validationBehavior={validationBehavior}
      className={withClass(styles.field, className)}
    >
      <FieldLabel hideLabel={hideLabel}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.trigger}>{chevron('M3 6l5 5 5-5')}</Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.header}>
              <Button slot="previous" className={styles.navButton}>
                {chevron('M10 3L5 8l5 5')}
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={styles.navButton}>
                {chevron('M6 3l5 5-5 5')}
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
