import { afterEach, describe, expect, test } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { emulateReducedMotion } from '../hooks/emulateReducedMotion.js';
import {
  ImageZoom,
  type ZoomEvent,
  type ZoomState,
  zoomEvents,
  zoomReducer,
  zoomStates,
} from './ImageZoom.js';

describe('zoomReducer', () => {
  // Every state x event pair: the allowed transitions, everything else stays put.
  const expected: Record<ZoomState, Record<ZoomEvent, ZoomState>> = {
    unloaded: { expand: 'loading', loaded: 'unloaded', minimize: 'unloaded', exited: 'unloaded' },
    loading: { expand: 'loading', loaded: 'loaded', minimize: 'unloading', exited: 'loading' },
    loaded: { expand: 'loaded', loaded: 'loaded', minimize: 'unloading', exited: 'loaded' },
    unloading: {
      expand: 'unloading',
      loaded: 'unloading',
      minimize: 'unloading',
      exited: 'unloaded',
    },
  };

  for (const state of zoomStates) {
    for (const event of zoomEvents) {
      test(`${state} + ${event} -> ${expected[state][event]}`, () => {
        expect(zoomReducer(state, event)).toBe(expected[state][event]);
      });
    }
  }

  test('a full cycle returns to unloaded', () => {
    const events: ZoomEvent[] = ['expand', 'loaded', 'minimize', 'exited'];
    expect(events.reduce(zoomReducer, 'unloaded' as ZoomState)).toBe('unloaded');
  });
});

const src = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#123"/></svg>',
)}`;

const stateOf = (container: HTMLElement) =>
  container.querySelector('[data-zoom-state]')?.getAttribute('data-zoom-state');

describe('ImageZoom', () => {
  let restore: (() => void) | undefined;
  afterEach(async () => {
    restore?.();
    restore = undefined;
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  // First in the file: the module is fetched once per page, and this test file has its own page.
  test("loads the zoomed view's code when a visitor reaches for the button, not before", async () => {
    const dialogRequests = () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('ImageZoomDialog')).length;
    const screen = await render(<ImageZoom src={src} alt="Book cover" width={40} height={40} />);
    expect(dialogRequests()).toBe(0);
    await screen.getByRole('button', { name: 'Expand image' }).hover();
    // The dev server compiles the module on this first request: seconds on a busy machine.
    await expect.poll(dialogRequests, { timeout: 10_000 }).toBe(1);
    await screen.getByRole('button', { name: 'Expand image' }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'Book cover' }), { timeout: 10_000 })
      .toBeVisible();
    expect(dialogRequests()).toBe(1);
  });

  test('expands, exposes each state, closes with Escape and returns focus', async () => {
    const screen = await render(<ImageZoom src={src} alt="Book cover" width={40} height={40} />);
    expect(stateOf(screen.container)).toBe('unloaded');
    const expand = screen.getByRole('button', { name: 'Expand image' });
    // Record every state the root goes through, with the large image's animation at that time.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const state = stateOf(screen.container) ?? '';
      const large = document.querySelector('[role="dialog"] img');
      const entry = `${state}:${large ? getComputedStyle(large).animationName : 'none'}`;
      if (seen.at(-1) !== entry) seen.push(entry);
    });
    observer.observe(screen.container, { attributeFilter: ['data-zoom-state'], subtree: true });
    await expand.click();
    await expect.element(page.getByRole('dialog', { name: 'Book cover' })).toBeVisible();
    await expect.poll(() => stateOf(screen.container)).toBe('loaded');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => stateOf(screen.container)).toBe('unloaded');
    observer.disconnect();
    // 'loading' may be committed together with 'loaded' when the image is already decoded.
    const states = seen.map((entry) => entry.split(':')[0]);
    expect(states.filter((state) => state !== 'loading')).toEqual([
      'loaded',
      'unloading',
      'unloaded',
    ]);
    expect(seen.find((entry) => entry.startsWith('loaded:'))).toMatch(/zoomIn/);
    expect(seen.find((entry) => entry.startsWith('unloading:'))).toMatch(/zoomOut/);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(expand).toHaveFocus();
  });

  test('the minimize button closes it', async () => {
    const screen = await render(<ImageZoom src={src} alt="Book cover" width={40} height={40} />);
    await screen.getByRole('button', { name: 'Expand image' }).click();
    await page.getByRole('button', { name: 'Minimize image' }).click();
    await expect.poll(() => stateOf(screen.container)).toBe('unloaded');
  });

  test('under reduced motion the unloading step resolves immediately', async () => {
    // Real emulation for the CSS, plus the matchMedia stub the hook reads synchronously.
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    restore = emulateReducedMotion();
    const screen = await render(<ImageZoom src={src} alt="Book cover" width={40} height={40} />);
    await screen.getByRole('button', { name: 'Expand image' }).click();
    await expect.poll(() => stateOf(screen.container)).toBe('loaded');
    const large = page.getByRole('dialog').getByRole('img').element();
    expect(getComputedStyle(large).animationName).toBe('none');
    const seen: (string | null | undefined)[] = [];
    const observer = new MutationObserver(() => seen.push(stateOf(screen.container)));
    observer.observe(screen.container, { attributes: true, subtree: true });
    const started = performance.now();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => stateOf(screen.container), { interval: 5 }).toBe('unloaded');
    observer.disconnect();
    expect(performance.now() - started).toBeLessThan(250);
    expect(seen.at(-1)).toBe('unloaded');
  });
});
