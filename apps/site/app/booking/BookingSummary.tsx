import { firm } from '@firm/data';
import { LinkButton, Stack, Text, useLocale } from '@firm/ui';
import { type CalendarDate, DateFormatter, type Time } from '@internationalized/date';
import { useEffect, useId, useMemo, useState } from 'react';
import { appointmentPeriod, OFFICE_TIME_ZONE } from './appointment';
import * as styles from './BookingSummary.css';
import { buildIcs } from './ics';

/** An appointment the visitor asked for. */
export interface Booking {
  date: CalendarDate;
  time: Time;
  /** The contact form's subject, e.g. 'Family Law'. */
  subject: string;
}

/** The calendar file's unique id is a random one at the firm's mail domain (RFC 5545 UID). */
const uidDomain = firm.email.slice(firm.email.indexOf('@') + 1);

/** The booking as an RFC 5545 calendar file, made fresh for each booking. */
function bookingIcs({ date, time, subject }: Booking): string {
  const { start, end } = appointmentPeriod(date, time);
  return buildIcs(
    {
      uid: `${crypto.randomUUID()}@${uidDomain}`,
      stamp: new Date(),
      start: start.toDate(),
      end: end.toDate(),
      summary: `${subject} consultation with ${firm.name}`,
      location: firm.address,
      description: `Requested on the ${firm.name} website; nothing was sent. To confirm, call ${firm.phone} or email ${firm.email}.`,
    },
    `-//${firm.name}//Booking//EN`,
  );
}

/**
 * What the visitor booked, with the appointment as a calendar file to download. The file is a
 * `blob:` URL made in the page: nothing leaves the browser. The live region is always present,
 * so screen readers announce the summary when it appears.
 */
export function BookingSummary({ booking }: { booking: Booking | null }) {
  const { locale } = useLocale();
  const headingId = useId();
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const when = useMemo(() => {
    if (!booking) return '';
    const formatter = new DateFormatter(locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: OFFICE_TIME_ZONE,
    });
    return formatter.format(appointmentPeriod(booking.date, booking.time).start.toDate());
  }, [booking, locale]);

  useEffect(() => {
    if (!booking) return;
    const url = URL.createObjectURL(new Blob([bookingIcs(booking)], { type: 'text/calendar' }));
    setFileUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setFileUrl(null);
    };
  }, [booking]);

  return (
    <div aria-live="polite" className={styles.region}>
      {booking ? (
        <Stack
          as="section"
          space="md"
          align="start"
          marginTop="lg"
          aria-labelledby={headingId}
          className={styles.summary}
        >
          <Stack space="xs">
            <Text as="h3" id={headingId} size="lg">
              Your preferred appointment
            </Text>
            <Text as="p">
              {booking.subject} consultation on {when} (Philadelphia time), at {firm.address}.
            </Text>
          </Stack>
          {fileUrl ? (
            <LinkButton href={fileUrl} download="appointment.ics" tone="ghost">
              Add to calendar (.ics)
            </LinkButton>
          ) : null}
        </Stack>
      ) : null}
    </div>
  );
}
