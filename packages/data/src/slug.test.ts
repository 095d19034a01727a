import { describe, expect, it } from 'vitest';
import { attorneySlug, findBySlug } from './slug.js';

describe('attorneySlug', () => {
  it.each([
    ['Robert William', 'Robert-William'],
    ['  Eleanor   Hale ', 'Eleanor-Hale'],
    ['José Álvarez', 'Jose-Alvarez'],
    ["Siobhán O'Neil", 'Siobhan-ONeil'],
    ['Martin Luther King Jr.', 'Martin-Luther-King-Jr'],
    ['Anne-Marie  -  Duval', 'Anne-Marie-Duval'],
  ])('%j -> %j', (name, slug) => {
    expect(attorneySlug(name)).toBe(slug);
  });

  it('gives an empty slug for a name without letters or digits (the schema rejects it)', () => {
    expect(attorneySlug('—')).toBe('');
  });
});

describe('findBySlug', () => {
  const items = [
    { slug: 'A', n: 1 },
    { slug: 'B', n: 2 },
    { slug: 'A', n: 3 },
  ];

  it('returns the first match', () => {
    expect(findBySlug(items, 'A')?.n).toBe(1);
  });

  it('is case-sensitive, as URL paths are', () => {
    expect(findBySlug(items, 'a')).toBeUndefined();
  });

  it('returns undefined for an unknown slug', () => {
    expect(findBySlug(items, 'Nope')).toBeUndefined();
  });
});
