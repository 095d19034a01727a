import { describe, expect, it } from 'vitest';
import { digitsOf, groupCardNumber, isValidCardNumber, passesLuhn } from './card-number';
import {
  type CardFormValues,
  demoCardForm,
  emptyCardForm,
  isExpiryInFuture,
  toMonthValue,
  validateCardForm,
} from './card-schema';
import { demoAccounts, isDemoUser, unknownUserAlert } from './demo-accounts';

const today = new Date(2026, 4, 15); // 15 May 2026
const valid: CardFormValues = {
  card_holder: 'Jane O’Neil-Smith',
  card_number: '4242 4242 4242 4242',
  cvv: '123',
  expire_date: '2027-01',
  email: 'user@example.com',
};

describe('card number', () => {
  it('groups digits in fours as typed, dropping anything else and stopping at 19', () => {
    expect(groupCardNumber('4242')).toBe('4242');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
    expect(digitsOf('4242 42')).toBe('424242');
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });

  it('accepts 12 to 19 digits with spaces, nothing else', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('5555555555554444')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(false);
    expect(isValidCardNumber('0000 0000 00')).toBe(false);
    expect(isValidCardNumber('0'.repeat(20))).toBe(false);
  });
});

describe('expiry', () => {
  it('is valid through the last day of its month', () => {
    expect(isExpiryInFuture('2026-05', today)).toBe(true);
    expect(isExpiryInFuture('2026-04', today)).toBe(false);
    expect(isExpiryInFuture('2025-12', today)).toBe(false);
    expect(isExpiryInFuture('2030-01-31', today)).toBe(true);
    expect(isExpiryInFuture('05/27', today)).toBe(false);
    expect(isExpiryInFuture('2027-13', today)).toBe(false);
  });

  it('writes the month as <input type="month"> does', () => {
    expect(toMonthValue(new Date(2031, 0, 9))).toBe('2031-01');
  });
});

describe('validateCardForm', () => {
  it('accepts a valid form and trims what it returns', () => {
    expect(validateCardForm({ ...valid, email: ' user@example.com ' }, today)).toEqual({
      success: true,
      values: valid,
    });
  });

  it('names every empty field', () => {
    const result = validateCardForm(emptyCardForm, today);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'card_holder',
      'card_number',
      'cvv',
      'email',
      'expire_date',
    ]);
    expect(result.errors.card_number).toBe('Enter the card number.');
  });

  it.each([
    ['card_holder', '   ', 'Enter the name on the card.'],
    ['card_holder', 'R2-D2', 'Use letters, spaces, hyphens and apostrophes only.'],
    ['card_number', '4242 4242 4242 4241', 'Enter a valid card number: 12 to 19 digits.'],
    ['cvv', '12', 'The CVV is the 3 or 4 digits on your card.'],
    ['cvv', '12345', 'The CVV is the 3 or 4 digits on your card.'],
    ['cvv', '12a', 'The CVV is the 3 or 4 digits on your card.'],
    ['expire_date', '2026-04', 'This card has expired.'],
    ['expire_date', 'soon', 'Enter the expiry month as YYYY-MM.'],
    ['email', 'user@', 'Enter a valid email address.'],
  ] as const)('rejects %s %j with one message', (field, value, message) => {
    expect(validateCardForm({ ...valid, [field]: value }, today)).toEqual({
      success: false,
      errors: { [field]: message },
    });
  });

  it('accepts a four-digit CVV', () => {
    expect(validateCardForm({ ...valid, cvv: '1234' }, today).success).toBe(true);
  });

  it('passes the preset demo values, which expire years from now', () => {
    const demo = demoCardForm(today);
    expect(demo.expire_date).toBe('2029-05');
    expect(demo.email).toBe(demoAccounts.user);
    expect(validateCardForm(demo, today)).toEqual({ success: true, values: demo });
    expect(validateCardForm(demoCardForm(new Date()), new Date()).success).toBe(true);
  });
});

describe('demo accounts', () => {
  it('accepts only emails starting with "user"', () => {
    expect(isDemoUser(demoAccounts.user)).toBe(true);
    expect(isDemoUser('username@example.com')).toBe(true);
    expect(isDemoUser(demoAccounts.vendor)).toBe(false);
    expect(isDemoUser('a.user@example.com')).toBe(false);
  });

  it('hints the three identities in the spec’s format', () => {
    expect(unknownUserAlert).toBe(
      'user not existed! credential is : user@lexingtonhale.example | vendor@lexingtonhale.example | admin@lexingtonhale.example',
    );
  });
});
