import * as v from 'valibot';
import { isValidCardNumber } from './card-number';
import { demoAccounts } from './demo-accounts';

/**
 * The card form (spec §3 Card form, §5): field names as the spec lists them. The spec shows no
 * field rules; these are the ones a real card form needs, and the demo defaults pass them.
 */
export const cardFieldNames = [
  'card_holder',
  'card_number',
  'cvv',
  'expire_date',
  'email',
] as const;
export type CardFieldName = (typeof cardFieldNames)[number];
export type CardFormValues = Record<CardFieldName, string>;
export type CardFormErrors = Partial<Record<CardFieldName, string>>;

/** The error toast of an invalid submit (spec §8), exact wording kept. */
export const invalidCardFormMessage = 'Empty field is not allowed!';

/** 'YYYY-MM' (from `<input type="month">`); a full 'YYYY-MM-DD' date is read by its month. */
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2})?$/;

/** Months since year 0, so two months compare as numbers. */
function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

/** A card is valid through the last day of its expiry month. */
export function isExpiryInFuture(value: string, today: Date): boolean {
  const match = MONTH_PATTERN.exec(value);
  if (!match) return false;
  const expiry = monthIndex(Number(match[1]), Number(match[2]));
  return expiry >= monthIndex(today.getFullYear(), today.getMonth() + 1);
}

/** The rules, checked against `today` (injected, so tests do not depend on the clock). */
export function cardFormSchema(today: Date) {
  return v.object({
    card_holder: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Enter the name on the card.'),
      v.regex(/^\p{L}[\p{L} .'’-]*$/u, 'Use letters, spaces, hyphens and apostrophes only.'),
    ),
    card_number: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Enter the card number.'),
      v.check(isValidCardNumber, 'Enter a valid card number: 12 to 19 digits.'),
    ),
    cvv: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Enter the CVV.'),
      v.regex(/^\d{3,4}$/, 'The CVV is the 3 or 4 digits on your card.'),
    ),
    expire_date: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Choose the expiry date.'),
      v.regex(MONTH_PATTERN, 'Enter the expiry month as YYYY-MM.'),
      v.check((value) => isExpiryInFuture(value, today), 'This card has expired.'),
    ),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Enter your email address.'),
      v.email('Enter a valid email address.'),
    ),
  });
}

export type CardFormResult =
  | { success: true; values: CardFormValues }
  | { success: false; errors: CardFormErrors };

/** Checks every field; on failure, the first message of each invalid field. */
export function validateCardForm(values: CardFormValues, today: Date): CardFormResult {
  const result = v.safeParse(cardFormSchema(today), values, { abortPipeEarly: true });
  if (result.success) return { success: true, values: result.output };
  const nested = v.flatten<ReturnType<typeof cardFormSchema>>(result.issues).nested ?? {};
  const errors: CardFormErrors = {};
  for (const name of cardFieldNames) {
    const message = nested[name]?.[0];
    if (message) errors[name] = message;
  }
  return { success: false, errors };
}

/** Every field empty: the form after an accepted submit. */
export const emptyCardForm: CardFormValues = {
  card_holder: '',
  card_number: '',
  cvv: '',
  expire_date: '',
  email: '',
};

/** 'YYYY-MM', as `<input type="month">` reads and writes it. */
export function toMonthValue(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** How far ahead the demo card expires, so the preset defaults keep passing. */
const DEMO_CARD_VALID_YEARS = 3;

/**
 * The preset demo values (spec §3): the demo user's email and a test card number that passes
 * the Luhn check, expiring a few years after `today`.
 */
export function demoCardForm(today: Date): CardFormValues {
  const expiry = new Date(today.getFullYear() + DEMO_CARD_VALID_YEARS, today.getMonth(), 1);
  return {
    card_holder: 'Demo User',
    card_number: '4242 4242 4242 4242',
    cvv: '123',
    expire_date: toMonthValue(expiry),
    email: demoAccounts.user,
  };
}
