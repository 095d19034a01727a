import { contactSubjects } from '@firm/data';
import { describe, expect, it } from 'vitest';
import { type ContactValues, emptyContactValues, validateContact } from './contact-schema';

const valid: ContactValues = {
  name: 'Ana María Chen',
  email: 'ana@example.com',
  phone: '+1 212 555 0199',
  subject: 'Family Law',
  message: 'I need advice about a custody agreement.',
};

const errorsFor = (changes: Partial<ContactValues>) => validateContact({ ...valid, ...changes });

describe('contact form rules', () => {
  it('accepts a complete, valid message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field, with one specific message each', () => {
    expect(validateContact(emptyContactValues)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
      subject: 'Please choose a subject.',
      message: 'Please describe your case.',
    });
  });

  it('treats text of only spaces as empty', () => {
    expect(errorsFor({ name: '   ', message: ' \n ' })).toEqual({
      name: 'Please enter your name.',
      message: 'Please describe your case.',
    });
  });

  it.each(['Jane Doe', 'Zoë', 'Đorđe Petrović', 'José  Ramos'])('accepts the name %j', (name) => {
    expect(errorsFor({ name })).toEqual({});
  });

  it.each(['Jane2', 'R2-D2', "O'Brien", 'Jane.Doe', 'Jane_Doe'])('rejects the name %j', (name) => {
    expect(errorsFor({ name }).name).toBe('Your name can only contain letters and spaces.');
  });

  it.each(['jane@example.com', 'j.doe+law@firm.co.uk'])('accepts the email %j', (email) => {
    expect(errorsFor({ email })).toEqual({});
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com'])(
    'rejects the email %j',
    (email) => {
      expect(errorsFor({ email }).email).toBe(
        'Please enter a valid email address, such as name@example.com.',
      );
    },
  );

  it.each([
    '+1 212 555 0199',
    '(212) 555-0199',
    '+1 (212) 555-0199',
    '212.555.0199',
    '+44 (0)20 7946 0958',
    '+49-30-901820',
    '5550199',
    '123456789012345',
  ])('accepts the phone number %j', (phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });

  it.each([
    '1-800-FLOWERS',
    '212 555 0199 ext 3',
    'phone',
    '212--555-0199',
    '212 555 0199+',
    '(212 555-0199',
    '++1 212 555 0199',
  ])('rejects the malformed phone number %j', (phone) => {
    expect(errorsFor({ phone }).phone).toMatch(/^Please enter a phone number using digits/);
  });

  it.each(['555 019', '1234567890123456'])(
    'rejects %j: a phone number has 7 to 15 digits',
    (phone) => {
      expect(errorsFor({ phone }).phone).toBe(
        'A phone number has 7 to 15 digits; please check yours.',
      );
    },
  );

  it('accepts each of the five subjects and nothing else', () => {
    for (const subject of contactSubjects) expect(errorsFor({ subject })).toEqual({});
    expect(errorsFor({ subject: 'Tax Law' }).subject).toBe('Please choose a subject.');
  });
});
