import { DEFAULT_CURRENCY } from './constants.js';

/**
 * Formats integer cents with the currency symbol as a prefix and always two decimals
 * ('$65.00'). No thousands separators, so the output is the same in every locale.
 */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${currency}${Math.floor(absolute / 100)}.${fraction}`;
}
