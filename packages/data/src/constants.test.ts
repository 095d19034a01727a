import { describe, expect, it } from 'vitest';
import {
  contactSubjects,
  currency,
  formatPrice,
  limits,
  paymentMethods,
  toastSettings,
} from './constants.js';

describe('formatPrice', () => {
  it.each([
    [6500, '$65'],
    [54800, '$548'],
    [2450, '$24.50'],
    [2299, '$22.99'],
    [5, '$0.05'],
    [0, '$0'],
    [-1250, '-$12.50'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it('puts the currency symbol first', () => {
    expect(currency).toBe('$');
    expect(formatPrice(100).startsWith(currency)).toBe(true);
  });
});

describe('spec constants', () => {
  it('keep the swapped payment labels', () => {
    expect(paymentMethods).toEqual([
      { value: 'cash', label: 'Payment By Card' },
      { value: 'card', label: 'Cash On delivery' },
    ]);
  });

  it('have the contact subjects, limits and timings of §9', () => {
    expect(contactSubjects).toEqual([
      'Family Law',
      'Personal Injury',
      'Criminal Law',
      'Education Law',
      'Business Law',
    ]);
    expect(limits).toEqual({
      shopProducts: 12,
      blogTeaser: 2,
      recentPosts: 3,
      footerPracticeAreas: 4,
      relatedCases: 3,
      blogPagerPages: 3,
      caseSlider: 6,
      reviewCount: 25,
      starScale: 5,
      headerFixedAfterPx: 80,
    });
    expect(toastSettings).toEqual({
      duration: 5000,
      position: 'top-right',
      dragThreshold: 0.8,
      pauseOnFocusLoss: true,
    });
  });
});
