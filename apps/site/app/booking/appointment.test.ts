import { CalendarDate, parseZonedDateTime, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  appointmentMessages,
  appointmentPeriod,
  appointmentSlots,
  noAppointment,
  validateAppointment,
} from './appointment';

// 2:10pm in Philadelphia on Wednesday, 25 November 2026.
const at = parseZonedDateTime('2026-11-25T14:10[America/New_York]');
const today = new CalendarDate(2026, 11, 25);

describe('appointmentSlots', () => {
  it('starts every half hour from 10:00, the last at 18:30 so it ends by 7pm', () => {
    expect(appointmentSlots.map(String)).toHaveLength(18);
    expect(appointmentSlots[0]?.toString()).toBe('10:00:00');
    expect(appointmentSlots.at(-1)?.toString()).toBe('18:30:00');
  });
});

describe('validateAppointment', () => {
  it('accepts no date and no time: the appointment is optional', () => {
    expect(validateAppointment(noAppointment, at)).toEqual({});
  });

  it('refuses a date before today', () => {
    expect(
      validateAppointment({ date: today.subtract({ days: 1 }), time: new Time(11) }, at),
    ).toEqual({ date: appointmentMessages.pastDate });
  });

  it('accepts today only for slots still ahead', () => {
    expect(validateAppointment({ date: today, time: new Time(14, 30) }, at)).toEqual({});
    expect(validateAppointment({ date: today, time: new Time(14) }, at)).toEqual({
      time: appointmentMessages.pastTime,
    });
  });

  it('accepts any slot on a later day, and only slots', () => {
    const tomorrow = today.add({ days: 1 });
    expect(validateAppointment({ date: tomorrow, time: new Time(10) }, at)).toEqual({});
    expect(validateAppointment({ date: tomorrow, time: new Time(18, 30) }, at)).toEqual({});
    expect(validateAppointment({ date: tomorrow, time: new Time(19) }, at)).toEqual({
      time: appointmentMessages.notASlot,
    });
    expect(validateAppointment({ date: tomorrow, time: new Time(10, 15) }, at)).toEqual({
      time: appointmentMessages.notASlot,
    });
  });

  it('asks for the half that is missing', () => {
    expect(validateAppointment({ date: today.add({ days: 2 }), time: null }, at)).toEqual({
      time: appointmentMessages.timeMissing,
    });
    expect(validateAppointment({ date: null, time: new Time(15) }, at)).toEqual({
      date: appointmentMessages.dateMissing,
    });
  });

  it('judges "today" in the office time zone', () => {
    // 11pm on the 24th in Philadelphia is already the 25th in UTC: the 24th is still today.
    const lateEvening = parseZonedDateTime('2026-11-24T22:00[America/New_York]');
    expect(
      validateAppointment(
        { date: new CalendarDate(2026, 11, 24), time: new Time(18, 30) },
        lateEvening,
      ),
    ).toEqual({ time: appointmentMessages.pastTime });
    expect(
      validateAppointment(
        { date: new CalendarDate(2026, 11, 25), time: new Time(10) },
        lateEvening,
      ),
    ).toEqual({});
  });
});

describe('appointmentPeriod', () => {
  it('is 30 minutes in office time, across a daylight-saving change', () => {
    const winter = appointmentPeriod(new CalendarDate(2026, 11, 26), new Time(10));
    expect(winter.start.toAbsoluteString()).toBe('2026-11-26T15:00:00.000Z');
    expect(winter.end.toAbsoluteString()).toBe('2026-11-26T15:30:00.000Z');
    const summer = appointmentPeriod(new CalendarDate(2027, 7, 1), new Time(18, 30));
    expect(summer.start.toAbsoluteString()).toBe('2027-07-01T22:30:00.000Z');
  });
});
