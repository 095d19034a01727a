import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it('prefixes the dollar sign and always shows two decimals', () => {
    expect(formatMoney(6500)).toBe('$65.00');
    expect(formatMoney(54805)).toBe('$548.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(7)).toBe('$0.07');
  });

  it('adds no thousands separators', () => {
    expect(formatMoney(5425200)).toBe('$54252.00');
  });

  it('takes another currency symbol', () => {
    expect(formatMoney(1250, '€')).toBe('€12.50');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-150)).toBe('-$1.50');
  });
});
