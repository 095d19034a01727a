import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { emulateReducedMotion } from '../hooks/emulateReducedMotion.js';
import { Counter, counterValueAt } from './Counter.js';

describe('counterValueAt', () => {
  test('starts at 0, ends at the target and never goes back', () => {
    expect(counterValueAt(0, 1800)).toBe(0);
    expect(counterValueAt(1, 1800)).toBe(1800);
    expect(counterValueAt(2, 1800)).toBe(1800);
    expect(counterValueAt(-1, 1800)).toBe(0);
    const steps = Array.from({ length: 21 }, (_, step) => counterValueAt(step / 20, 1530));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(counterValueAt(0.5, 100)).toBeGreaterThan(50);
  });
});

const shown = (root: ParentNode) => root.querySelector('[data-counter-display]')?.textContent;

describe('Counter', () => {
  let restore: (() => void) | undefined;
  afterEach(async () => {
    restore?.();
    restore = undefined;
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  test('the server HTML (no JavaScript) holds the final value', () => {
    const html = renderToString(<Counter value={1800} suffix="+" label="Cases closed" />);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(shown(host)).toBe('1800+');
    expect(host.querySelector('p > span:not([aria-hidden])')?.textContent).toBe('1800+');
    expect(host.textContent).toContain('Cases closed');
    expect(html).not.toMatch(/>0</);
  });

  test('counts up from 0 in view; screen readers get the final value throughout', async () => {
    const screen = await render(<Counter value={1530} label="Clients" durationMs={600} />);
    const spoken = screen.container.querySelector('p > span:not([aria-hidden])');
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(shown(screen.container) ?? ''));
    observer.observe(screen.container, { characterData: true, childList: true, subtree: true });
    await expect.poll(() => seen.size).toBeGreaterThan(2);
    await expect.poll(() => shown(screen.container), { timeout: 3000 }).toBe('1530');
    observer.disconnect();
    const numbers = [...seen].map(Number);
    expect(Math.min(...numbers)).toBeLessThan(1530);
    expect(spoken?.textContent).toBe('1530');
    expect(
      screen.container.querySelector('[data-counter-display]')?.closest('[aria-hidden]'),
    ).not.toBeNull();
  });

  test('counts only once', async () => {
    const screen = await render(<Counter value={40} label="Once" durationMs={100} />);
    await expect.poll(() => shown(screen.container)).toBe('40');
    const counter = screen.container.firstElementChild as HTMLElement;
    counter.style.marginTop = '300vh';
    await new Promise((resolve) => setTimeout(resolve, 150));
    counter.style.marginTop = '';
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(shown(screen.container)).toBe('40');
  });

  test('under reduced motion the number never animates', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    restore = emulateReducedMotion();
    const screen = await render(<Counter value={100} suffix="%" label="Successful" />);
    const values: string[] = [];
    const observer = new MutationObserver(() => values.push(shown(screen.container) ?? ''));
    observer.observe(screen.container, { characterData: true, childList: true, subtree: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    observer.disconnect();
    expect(values).toEqual([]);
    expect(shown(screen.container)).toBe('100%');
  });
});
