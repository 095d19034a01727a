import { describe, expect, it } from 'vitest';
import { searchMessages } from './messages';
import { searchPageHref } from './paths';

describe('search wording', () => {
  it('counts one result and many', () => {
    expect(searchMessages.found(1, 'lease')).toBe('1 result for “lease”.');
    expect(searchMessages.found(3, 'lease')).toBe('3 results for “lease”.');
    expect(searchMessages.noMatch('zzz')).toBe('No results for “zzz”.');
  });

  it('puts the trimmed query in the results address', () => {
    expect(searchPageHref('  tenant deposit ')).toBe('/search?q=tenant+deposit');
  });
});
