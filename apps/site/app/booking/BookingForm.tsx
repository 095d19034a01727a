import { firm } from '@firm/data';
import { Box, DatePicker, TimeSlots } from '@firm/ui';
import { type CalendarDate, today } from '@internationalized/date';
import { useRef, useState } from 'react';
import { ContactForm, type ContactFormExtension } from '../forms/ContactForm';
import { HydrationBoundary } from '../hydration/HydrationBoundary';
import {
  type Appointment,
  appointmentSlots,
  hasStarted,
  noAppointment,
  OFFICE_TIME_ZONE,
  officeNow,
  validateAppointment,
} from './appointment';
import * as styles from './BookingForm.css';
import { type Booking, BookingSummary } from './BookingSummary';

/**
 * The appointment form: the contact form's fields and rules (spec §5) plus an optional
 * preferred date and time. A valid submit with both shows a summary with a calendar file.
 */
export function BookingForm() {
  const [appointment, setAppointment] = useState<Appointment>(noAppointment);
  const [booking, setBooking] = useState<Booking | null>(null);
  const fieldset = useRef<HTMLFieldSetElement>(null);

  const extension: ContactFormExtension = {
    render: (showErrors, touch) => {
      const errors = showErrors ? validateAppointment(appointment, officeNow()) : {};
      const { date } = appointment;
      const change = (next: Partial<Appointment>) => {
        setAppointment((current) => ({ ...current, ...next }));
        touch();
      };
      return (
        // The date picker and the time slots go live in passes of their own, after the form's
        // fields and the details beside it (ContactLayout): with the fields they made one task
        // of ~50 ms of CPU. A press on either hydrates it at once (React's selective hydration),
        // and so does a change of its props that comes before its pass.
        <Box as="fieldset" display="grid" gap="md" ref={fieldset} className={styles.fieldset}>
          <legend className={styles.legend}>Preferred date and time (optional)</legend>
          <HydrationBoundary depth={2}>
            <DatePicker<CalendarDate>
              label="Preferred date"
              name="date"
              description={`We are open ${firm.contactOfficeHours}, Philadelphia time.`}
              value={date}
              onChange={(next) => change({ date: next })}
              onBlur={touch}
              // Only for the calendar's greyed-out days; the rules above judge the date.
              minValue={today(OFFICE_TIME_ZONE)}
              isInvalid={errors.date !== undefined}
              errorMessage={errors.date}
              className={styles.date}
            />
          </HydrationBoundary>
          <HydrationBoundary depth={3}>
            <TimeSlots
              label="Preferred time"
              name="time"
              slots={appointmentSlots}
              value={appointment.time}
              onChange={(next) => change({ time: next })}
              isSlotDisabled={(time) => date !== null && hasStarted(date, time, officeNow())}
              isInvalid={errors.time !== undefined}
              errorMessage={errors.time}
            />
          </HydrationBoundary>
        </Box>
      );
    },
    firstInvalid: () => {
      const errors = validateAppointment(appointment, officeNow());
      const root = fieldset.current;
      if (errors.date) return root?.querySelector<HTMLElement>('[role="spinbutton"]') ?? null;
      if (errors.time) {
        return (
          root?.querySelector<HTMLElement>('input[type="radio"]:checked') ??
          root?.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)') ??
          null
        );
      }
      return null;
    },
    onSubmitted: (contact) => {
      const { date, time } = appointment;
      setBooking(date && time ? { date, time, subject: contact.subject } : null);
      setAppointment(noAppointment);
    },
  };

  return (
    <>
      <ContactForm
        heading="Request an Appointment"
        submitLabel="Book Appointment"
        extension={extension}
      />
      <BookingSummary booking={booking} />
    </>
  );
}
