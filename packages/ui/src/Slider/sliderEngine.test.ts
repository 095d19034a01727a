import { describe, expect, test } from 'vitest';
import { comingSlides } from './sliderEngine.js';

const sorted = (slides: Set<number>) => [...slides].sort((a, b) => a - b);

describe('comingSlides: a view\u2019s worth on each side of the view, wrapping round', () => {
  test('one slide in view: the next and the previous (the last, from the first view)', () => {
    expect(sorted(comingSlides(0, 1, 5))).toEqual([1, 4]);
    expect(sorted(comingSlides(2, 1, 5))).toEqual([1, 3]);
    expect(sorted(comingSlides(4, 1, 5))).toEqual([0, 3]);
  });

  test('several in view: as many after the view and before it', () => {
    expect(sorted(comingSlides(0, 2, 6))).toEqual([2, 3, 4, 5]);
    // Slides 1 to 3 in view: 4 to 6 after, and 0, then 9 and 8 (wrapping), before.
    expect(sorted(comingSlides(1, 3, 10))).toEqual([0, 4, 5, 6, 8, 9]);
  });

  test('never the view\u2019s own slides, and each slide once, however few there are', () => {
    expect(sorted(comingSlides(0, 4, 5))).toEqual([4]);
    expect(sorted(comingSlides(0, 2, 3))).toEqual([2]);
    expect(sorted(comingSlides(0, 1, 1))).toEqual([]);
    expect(sorted(comingSlides(0, 3, 3))).toEqual([]);
  });
});
