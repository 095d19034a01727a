import { firm } from '@firm/data';

/** Digits and a leading + of a display phone number, for a `tel:` link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The firm's phone number as written, calling it when followed. */
export function PhoneLink() {
  return <a href={telHref(firm.phone)}>{firm.phone}</a>;
}

/** The firm's e-mail address as written, opening a new message when followed. */
export function EmailLink() {
  return <a href={`mailto:${firm.email}`}>{firm.email}</a>;
}
