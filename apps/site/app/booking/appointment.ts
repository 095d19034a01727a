import { officeHours } from '@firm/data';
import {
  type CalendarDate,
  now,
  parseTime,
  type Time,
  toCalendarDate,
  toCalendarDateTime,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';

/** The office's time zone: "today", the slots and the calendar file are all meant in it. */
export const OFFICE_TIME_ZONE = officeHours.timeZone;

/**
 * Start times of the day's appointments: every `slotMinutes` from opening, as long as the slot
 * ends by closing time (10:00 … 18:30 for 10am-7pm; a slot starting at 19:00 would run past it).
 */
export const appointmentSlots: readonly Time[] = (() => {
  const opens = parseTime(officeHours.opens);
  const closes = parseTime(officeHours.closes);
  const minutesOpen = closes.hour * 60 + closes.minute - (opens.hour * 60 + opens.minute);
  const count = Math.floor(minutesOpen / officeHours.slotMinutes);
  return Array.from({ length: count }, (_, index) =>
    opens.add({ minutes: index * officeHours.slotMinutes }),
  );
})();

/** The preferred date and time of a booking; both optional, but one needs the other. */
export interface Appointment {
  date: CalendarDate | null;
  time: Time | null;
}

export const noAppointment: Appointment = { date: null, time: null };

export type AppointmentField = keyof Appointment;
export type AppointmentErrors = Partial<Record<AppointmentField, string>>;

export const appointmentMessages = {
  pastDate: 'That date has passed. Please choose today or a later date.',
  dateMissing: 'Please choose a date for the time you picked.',
  timeMissing: 'Please choose a time for your appointment.',
  notASlot: 'Please choose one of the times offered.',
  pastTime: 'That time has already passed today. Please choose a later time or another day.',
} as const;

/** The moment now, in the office's time zone. */
export function officeNow(): ZonedDateTime {
  return now(OFFICE_TIME_ZONE);
}

/** Start and end of the slot starting at `time` on `date`, in the office's time zone. */
export function appointmentPeriod(
  date: CalendarDate,
  time: Time,
): { start: ZonedDateTime; end: ZonedDateTime } {
  const start = toZoned(toCalendarDateTime(date, time), OFFICE_TIME_ZONE);
  return { start, end: start.add({ minutes: officeHours.slotMinutes }) };
}

/** A slot that has begun (or ended) by `at` can no longer be booked. */
export function hasStarted(date: CalendarDate, time: Time, at: ZonedDateTime): boolean {
  return appointmentPeriod(date, time).start.compare(at) <= 0;
}

/**
 * The problems of a preferred date and time, judged at `at`: nothing chosen is fine; a date
 * needs a time and a time a date; the date may not be before the office's today, the time must
 * be one of the slots, and today only slots still ahead count.
 */
export function validateAppointment(
  { date, time }: Appointment,
  at: ZonedDateTime,
): AppointmentErrors {
  const errors: AppointmentErrors = {};
  if (date !== null && date.compare(toCalendarDate(at)) < 0)
    errors.date = appointmentMessages.pastDate;
  if (date === null && time !== null) errors.date = appointmentMessages.dateMissing;
  if (time === null && date !== null) errors.time = appointmentMessages.timeMissing;
  if (time !== null && !appointmentSlots.some((slot) => slot.compare(time) === 0)) {
    errors.time = appointmentMessages.notASlot;
  } else if (date !== null && time !== null && !errors.date && hasStarted(date, time, at)) {
    errors.time = appointmentMessages.pastTime;
  }
  return errors;
}
