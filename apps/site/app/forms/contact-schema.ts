import { contactSubjects } from '@firm/data';
import * as v from 'valibot';

/** The contact and appointment form's fields, in the order they appear. */
export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/** What the visitor typed: every field is text, empty at the start. */
export type ContactValues = Record<ContactField, string>;

/** One message per invalid field. */
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** Fewest and most digits a phone number may have (E.164 allows at most 15). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

// A leading '+', then digits and bracketed digit groups with at most one space, dot or hyphen
// between them: '+1 212 555 0199', '(212) 555-0199', '+44 (0)20 7946 0958', '212.555.0199'.
const PHONE_PATTERN = /^\+?(?:\(\d+\)|\d)(?:[ .-]?(?:\(\d+\)|\d))*$/;

const countDigits = (text: string) => text.replace(/\D/g, '').length;

// Letters of any script (and their accents) and spaces: 'Ana María', 'Zoë Chen', 'Đorđe'.
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** The rules of spec §5 for the contact and appointment forms. */
export const ContactSchema = v.object({
  name: v.pipe(
    requiredText('Please enter your name.'),
    v.regex(NAME_PATTERN, 'Your name can only contain letters and spaces.'),
  ),
  email: v.pipe(
    requiredText('Please enter your email address.'),
    v.email('Please enter a valid email address, such as name@example.com.'),
  ),
  phone: v.pipe(
    requiredText('Please enter your phone number.'),
    v.regex(
      PHONE_PATTERN,
      'Please enter a phone number using digits, spaces, brackets, dots or dashes, such as +1 212 555 0199.',
    ),
    v.check((phone) => {
      const digits = countDigits(phone);
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    }, `A phone number has ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits; please check yours.`),
  ),
  subject: v.picklist(contactSubjects, 'Please choose a subject.'),
  message: requiredText('Please describe your case.'),
});

export type ContactMessage = v.InferOutput<typeof ContactSchema>;

/** The first problem of each invalid field; an empty object when the form is valid. */
export function validateContact(values: ContactValues): ContactErrors {
  const result = v.safeParse(ContactSchema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if (isContactField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

function isContactField(key: string | null): key is ContactField {
  return contactFields.some((field) => field === key);
}
