// A module of its own: only the pages that show or book the hours load it.

/**
 * When the office receives clients (spec §9: 'Mon-Sun 10am-7pm' on the contact screen): every
 * day, as wall-clock times in the office's own time zone (Philadelphia). Appointments start on
 * the half hour and must end by closing time, so the last one starts at 18:30.
 */
export const officeHours = {
  /** Opening time, 24-hour 'HH:mm'. */
  opens: '10:00',
  /** Closing time, 24-hour 'HH:mm'; no appointment runs past it. */
  closes: '19:00',
  /** IANA time zone of the office, in which the hours and appointments are meant. */
  timeZone: 'America/New_York',
  /** Length of one appointment slot. */
  slotMinutes: 30,
} as const;
