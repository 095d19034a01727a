import { describe, expect, it } from 'vitest';
import { PENDING_PART_SELECTOR as pendingInSite } from '../app/hydration/markers';
import { keyControlOf, PENDING_PART_SELECTOR, tapLatency } from './bench-interaction.mjs';

const entry = (name: string, duration: number, interactionId: number, type = 'event') => ({
  type,
  name,
  startTime: 1000,
  duration,
  interactionId,
});

describe('first-tap latency', () => {
  it("is the longest of the tap's pointerdown, pointerup and click", () => {
    expect(
      tapLatency([
        entry('pointerdown', 40, 7),
        entry('pointerup', 24, 7),
        entry('click', 96, 7),
        entry('pointerdown', 40, 0, 'first-input'),
      ]),
    ).toBe(96);
  });

  it('counts the first-input entry, which has no threshold', () => {
    expect(tapLatency([entry('pointerdown', 120, 0, 'first-input')])).toBe(120);
  });

  it('ignores the hover events before the tap', () => {
    expect(tapLatency([entry('pointerover', 200, 0), entry('mouseover', 200, 0)])).toBeNull();
  });

  it('is below the threshold when nothing reached 16 ms', () => {
    expect(tapLatency([])).toBeNull();
    expect(tapLatency([entry('pointerdown', 8, 0, 'first-input')])).toBeNull();
  });
});

describe('key controls', () => {
  it('has one for every measured page, a blog post included', () => {
    for (const page of [
      '/',
      '/shop',
      '/product-single/Ninja-Hoodi',
      '/blog-single/How-Mediation-Can-Settle-A-Family-Dispute',
      '/checkout',
      '/contact',
    ]) {
      expect(keyControlOf(page).target.selector, page).not.toBe('');
    }
    expect(keyControlOf('/blog-single/Any-Post').target.text).toBe('Post Comment');
  });

  it('refuses a page it has no control for', () => {
    expect(() => keyControlOf('/about')).toThrow(/No key control/);
    expect(() => keyControlOf('/shopping')).toThrow(/No key control/);
  });
});

describe('PENDING_PART_SELECTOR', () => {
  it("is the site's own definition of a part the page still waits for", () => {
    expect(PENDING_PART_SELECTOR).toBe(pendingInSite);
  });
});
