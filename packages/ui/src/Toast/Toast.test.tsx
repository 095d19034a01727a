import { toast, useToasterStore } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/themes.css.js';
import { notify, showToast } from './notify.js';
import { shouldDismissOnDrag, Toaster } from './Toast.js';

describe('shouldDismissOnDrag', () => {
  test.each([
    [0, 300, false],
    [239, 300, false],
    [240, 300, true],
    [290, 300, true],
    [-240, 300, true],
    [-100, 300, false],
    [500, 300, true],
    [10, 0, false],
    [Number.NaN, 300, false],
  ])('a drag of %d px on a %d px toast dismisses it: %s', (distance, width, expected) => {
    expect(shouldDismissOnDrag(distance, width)).toBe(expected);
  });

  test('the threshold is a share of the width', () => {
    expect(shouldDismissOnDrag(150, 300, 0.5)).toBe(true);
    expect(shouldDismissOnDrag(149, 300, 0.5)).toBe(false);
  });
});

/** Shows whether react-hot-toast's store is paused. */
function PauseProbe() {
  const { pausedAt } = useToasterStore();
  return <span data-paused={String(pausedAt !== undefined)} />;
}

const items = () => [...document.querySelectorAll<HTMLElement>('li[data-kind]')];

function drag(element: HTMLElement, distance: number) {
  const box = element.getBoundingClientRect();
  const start = { x: box.left + 10, y: box.top + box.height / 2 };
  const init = (x: number): PointerEventInit => ({
    bubbles: true,
    cancelable: true,
    pointerId: 3,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
    buttons: 1,
    clientX: x,
    clientY: start.y,
  });
  element.dispatchEvent(new PointerEvent('pointerdown', init(start.x)));
  element.dispatchEvent(new PointerEvent('pointermove', init(start.x + distance / 2)));
  element.dispatchEvent(new PointerEvent('pointermove', init(start.x + distance)));
  element.dispatchEvent(new PointerEvent('pointerup', init(start.x + distance)));
}

/**
 * Parks the real mouse in the bottom-left corner. A pointer left over the top-right corner by an
 * earlier test (in any file) would hover each new toast and pause its timer.
 */
async function parkPointerAwayFromToasts() {
  const spot = document.createElement('div');
  spot.dataset.testid = 'pointer-parking';
  spot.style.cssText = 'position:fixed;left:0;bottom:0;width:8px;height:8px';
  document.body.append(spot);
  await userEvent.hover(page.getByTestId('pointer-parking'));
  spot.remove();
}

describe('Toaster', () => {
  beforeEach(async () => {
    toast.remove();
    await parkPointerAwayFromToasts();
  });
  afterEach(async () => {
    toast.remove();
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  test('each kind is spoken with its prefix; errors are alerts, the rest polite status', async () => {
    await render(<Toaster />);
    notify('success', 'Saved');
    notify('info', 'Heads up');
    notify('warning', 'Careful');
    showToast({ kind: 'error', message: 'Broken' });
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.element(region.getByRole('alert')).toHaveTextContent('Error: Broken');
    await expect.element(region.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    await expect
      .poll(() =>
        region
          .getByRole('status')
          .elements()
          .map((element) => element.textContent),
      )
      .toEqual(['Warning: Careful', 'Info: Heads up', 'Success: Saved']);
    expect(items().map((item) => item.dataset.kind)).toEqual([
      'error',
      'warning',
      'info',
      'success',
    ]);
    expect(region.getByRole('button', { name: 'Dismiss notification' }).elements()).toHaveLength(4);
  });

  test('closes by itself after the duration', async () => {
    // Other test files share the browser and take its focus; that must not pause this one.
    await render(<Toaster duration={300} pauseOnFocusLoss={false} />);
    notify('info', 'Short-lived');
    await expect.poll(() => items().length).toBe(1);
    await expect
      .poll(() => items()[0]?.dataset.visible ?? 'gone', { timeout: 3000 })
      .not.toBe('true');
  });

  // Other test files share the browser window, so real focus changes can interleave: retry.
  test('the timer pauses while the window has no focus', { retry: 3 }, async () => {
    await render(
      <>
        <Toaster duration={400} />
        <PauseProbe />
      </>,
    );
    const paused = () => document.querySelector('[data-paused]')?.getAttribute('data-paused');
    window.dispatchEvent(new Event('blur'));
    await expect.poll(paused).toBe('true');
    notify('info', 'Paused while away');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(items()[0]?.dataset.visible).toBe('true');
    window.dispatchEvent(new Event('focus'));
    await expect.poll(paused).toBe('false');
    await expect
      .poll(() => items()[0]?.dataset.visible ?? 'gone', { timeout: 3000 })
      .not.toBe('true');
  });

  test('the dismiss button closes a toast', async () => {
    await render(<Toaster />);
    notify('success', 'Done');
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect.poll(() => items()[0]?.dataset.visible ?? 'gone').not.toBe('true');
  });

  test('a drag past 80% of the width dismisses; a shorter one springs back', async () => {
    await render(<Toaster />);
    notify('info', 'Drag me');
    await expect.poll(() => items().length).toBe(1);
    const [item] = items();
    if (!item) throw new Error('no toast rendered');
    const width = item.offsetWidth;

    drag(item, width * 0.6);
    await expect
      .poll(() => getComputedStyle(item).transform)
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    expect(item.dataset.visible).toBe('true');

    drag(item, -width * 0.81);
    await expect.poll(() => item.dataset.visible).toBe('false');
    await expect.poll(() => items().length, { timeout: 3000 }).toBe(0);
  });

  test('a real mouse drag (Playwright) dismisses too', async () => {
    await render(<Toaster />);
    notify('warning', 'Swipe me');
    await expect.poll(() => items().length).toBe(1);
    const [item] = items();
    if (!item) throw new Error('no toast rendered');
    const { width, height } = item.getBoundingClientRect();
    const toastLocator = page.getByRole('listitem');
    // From the left edge (the icon; the dismiss button is on the right) rightwards by 85% of
    // the width, staying over the toast.
    await userEvent.dragAndDrop(toastLocator, toastLocator, {
      sourcePosition: { x: 8, y: height / 2 },
      targetPosition: { x: 8 + width * 0.85, y: height / 2 },
    });
    await expect.poll(() => item.dataset.visible).toBe('false');
  });

  test('under reduced motion nothing slides or springs', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    await render(<Toaster />);
    notify('success', 'Still');
    await expect.poll(() => items().length).toBe(1);
    const [item] = items();
    if (!item) throw new Error('no toast rendered');
    expect(getComputedStyle(item).animationName).toBe('none');
    expect(getComputedStyle(item).transitionDuration).toBe('0s');
  });
});
