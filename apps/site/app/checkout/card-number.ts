/** Card numbers run from 12 to 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** Only the digits of what was typed or pasted. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * A card number as it is typed: digits only, at most 19, in groups of four separated by spaces
 * ('4242424242424242' -> '4242 4242 4242 4242').
 */
export function groupCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Double every second digit from the right, the check digit itself not included.
    const fromRight = digits.length - 1 - index;
    let digit = Number(digits[index]);
    if (fromRight % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A plausible card number: 12 to 19 digits (spaces allowed) with a valid Luhn checksum. */
export function isValidCardNumber(value: string): boolean {
  if (!/^[\d ]+$/.test(value)) return false;
  const digits = digitsOf(value);
  return (
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    passesLuhn(digits)
  );
}
