import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { emulateReducedMotion } from '../hooks/emulateReducedMotion.js';
import { resolvePerView, Slider, toKeenBreakpoints } from './Slider.js';

const slides = (count: number) =>
  Array.from({ length: count }, (_, index) => `Slide ${index + 1}`).map((text) => (
    <p key={text}>{text}</p>
  ));

const inViewIndexes = (root: ParentNode) =>
  [...root.querySelectorAll('[aria-roledescription="slide"]')].flatMap((slide, index) =>
    slide.hasAttribute('inert') ? [] : [index],
  );

describe('toKeenBreakpoints maps the spec configurations', () => {
  test('team: 4 per view, 3 below 1500, 2 below 1100, 1 below 575', () => {
    expect(toKeenBreakpoints({ xl: 3, md: 2, xs: 1 }, 24)).toEqual({
      'screen and (max-width: 1499.98px)': { slides: { perView: 3, spacing: 24 } },
      'screen and (max-width: 1099.98px)': { slides: { perView: 2, spacing: 24 } },
      'screen and (max-width: 574.98px)': { slides: { perView: 1, spacing: 24 } },
    });
  });

  test('testimonials: 3 per view, 2 below 1100, 1 below 767', () => {
    expect(toKeenBreakpoints({ md: 2, sm: 1 }, 30)).toEqual({
      'screen and (max-width: 1099.98px)': { slides: { perView: 2, spacing: 30 } },
      'screen and (max-width: 766.98px)': { slides: { perView: 1, spacing: 30 } },
    });
  });

  test('case studies: 5 per view, 4 below 1200, 2 below 1100, 1 below 575', () => {
    expect(toKeenBreakpoints({ lg: 4, md: 2, xs: 1 }, 24)).toEqual({
      'screen and (max-width: 1199.98px)': { slides: { perView: 4, spacing: 24 } },
      'screen and (max-width: 1099.98px)': { slides: { perView: 2, spacing: 24 } },
      'screen and (max-width: 574.98px)': { slides: { perView: 1, spacing: 24 } },
    });
  });

  test('queries run widest first, whatever order the overrides were written in', () => {
    // keen-slider applies the LAST matching query, so the narrowest must come last.
    expect(Object.keys(toKeenBreakpoints({ xs: 1, xl: 3, md: 2 }, 0))).toEqual([
      'screen and (max-width: 1499.98px)',
      'screen and (max-width: 1099.98px)',
      'screen and (max-width: 574.98px)',
    ]);
    expect(toKeenBreakpoints({}, 24)).toEqual({});
  });

  test('resolvePerView gives every tier a value, inheriting from the next wider tier', () => {
    expect(resolvePerView(4, { xl: 3, md: 2, xs: 1 })).toEqual({
      base: 4,
      xl: 3,
      lg: 3,
      md: 2,
      sm: 2,
      xs: 1,
    });
    expect(resolvePerView(5, { lg: 4, md: 2, xs: 1 })).toEqual({
      base: 5,
      xl: 5,
      lg: 4,
      md: 2,
      sm: 2,
      xs: 1,
    });
    expect(resolvePerView(0)).toMatchObject({ base: 1, xs: 1 });
  });
});

describe('Slider', () => {
  let restore: (() => void) | undefined;
  afterEach(async () => {
    restore?.();
    restore = undefined;
    await page.viewport(414, 896);
  });

  test('is a labelled carousel region whose slides are named "n of m"', async () => {
    const screen = await render(<Slider label="Case studies">{slides(3)}</Slider>);
    const region = screen.getByRole('region', { name: 'Case studies' });
    await expect.element(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.container.querySelectorAll('[role="group"]');
    expect([...groups].map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(groups[0]?.getAttribute('aria-roledescription')).toBe('slide');
    await expect.element(screen.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  });

  test('a Next pressed before keen-slider has loaded moves the slider once it has', async () => {
    const screen = await render(<Slider label="Highlights">{slides(3)}</Slider>);
    // keen-slider arrives by a dynamic import after the first render: the press comes first.
    screen.container.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')?.click();
    await expect.poll(() => inViewIndexes(screen.container)).toEqual([1]);
  });

  test('the pictures of the slides beside the view load before they slide in, once the carousel is near', async () => {
    // A picture per slide, each its own URL so each is its own request.
    const urls = Array.from({ length: 5 }, (_, index) =>
      URL.createObjectURL(
        new Blob(
          [
            `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 4 3"><rect width="${index + 1}" height="3"/></svg>`,
          ],
          { type: 'image/svg+xml' },
        ),
      ),
    );
    restore = () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
    const pictureSlides = (label: string) =>
      urls.map((url, index) => (
        <img
          key={url}
          src={url}
          alt={`${label} ${index + 1}`}
          width={400}
          height={300}
          loading="lazy"
        />
      ));
    const pictures = (label: string) => [
      ...screen.container.querySelectorAll<HTMLImageElement>(`img[alt^="${label}"]`),
    ];
    // What the slider asked for, apart from what the browser did about it.
    const loadingAttributes = (label: string) => pictures(label).map((picture) => picture.loading);
    const loaded = (label: string) =>
      pictures(label).map((picture) => picture.complete && picture.naturalWidth > 0);
    const screen = await render(
      <>
        <Slider label="Near">{pictureSlides('Near')}</Slider>
        {/* Far below the fold: the browser's lazy loading never reaches it. */}
        <div style={{ height: '20000px' }} />
        <Slider label="Far">{pictureSlides('Far')}</Slider>
      </>,
    );
    // One slide in view: the next one and the last (Previous from the first view) load too.
    await expect
      .poll(() => loadingAttributes('Near'))
      .toEqual(['lazy', 'eager', 'lazy', 'lazy', 'eager']);
    // The slide in view, and the two asked for; whether a browser loads the others is its own
    // business (Chromium leaves clipped lazy pictures alone).
    await expect
      .poll(() => [0, 1, 4].map((index) => loaded('Near')[index]))
      .toEqual([true, true, true]);
    // Slide 2 in view: slide 3 comes next, and slide 1 (in view before) before it.
    await screen.getByRole('button', { name: 'Next slide' }).first().click();
    await expect
      .poll(() => loadingAttributes('Near'))
      .toEqual(['eager', 'eager', 'eager', 'lazy', 'eager']);
    await expect.poll(() => loaded('Near')[2]).toBe(true);
    // keen-slider has long run on the far carousel too; its pictures still wait for the visitor.
    expect(screen.container.querySelector('[aria-label="Far"] [data-ready]')).not.toBeNull();
    expect(loadingAttributes('Far')).toEqual(['lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(loaded('Far')).toEqual([false, false, false, false, false]);
  });

  test('server HTML lays out perView slides at their final width before keen-slider runs', async () => {
    await page.viewport(1280, 800);
    const html = renderToString(
      <Slider label="Team" perView={4} below={{ xl: 3, md: 2, xs: 1 }} spacing={20}>
        {slides(6)}
      </Slider>,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    try {
      // 1280 px is below 1500: three per view, no script involved.
      const track = host.querySelector<HTMLElement>('[aria-live]');
      const first = host.querySelector<HTMLElement>('[role="group"]');
      expect(track && first).toBeTruthy();
      const trackWidth = track?.getBoundingClientRect().width ?? 0;
      const slideWidth = first?.getBoundingClientRect().width ?? 0;
      expect(slideWidth).toBeCloseTo((trackWidth - 2 * 20) / 3, 0);
      // Only the slides in view are reachable; the rest start inert.
      expect(inViewIndexes(host)).toEqual([0, 1, 2, 3]);

      await page.viewport(500, 800);
      const narrowTrack = track?.getBoundingClientRect().width ?? 0;
      expect(first?.getBoundingClientRect().width).toBeCloseTo(narrowTrack, 0);
    } finally {
      host.remove();
    }
  });

  test('keen-slider keeps the server layout (no shift when it takes over)', async () => {
    await page.viewport(1280, 800);
    const screen = await render(
      <Slider label="Team" perView={4} below={{ xl: 3, md: 2, xs: 1 }} spacing={20}>
        {slides(6)}
      </Slider>,
    );
    const track = screen.container.querySelector<HTMLElement>('[aria-live]');
    await expect.poll(() => track?.hasAttribute('data-ready')).toBe(true);
    await expect.poll(() => inViewIndexes(screen.container)).toEqual([0, 1, 2]);
    const trackBox = track?.getBoundingClientRect();
    const expected = ((trackBox?.width ?? 0) - 40) / 3;
    const layout = () =>
      [...screen.container.querySelectorAll('[role="group"]')].slice(0, 3).map((slide) => {
        const box = slide.getBoundingClientRect();
        return [Math.round(box.left - (trackBox?.left ?? 0)), Math.round(box.width)];
      });
    const serverLayout = [0, 1, 2].map((index) => [
      Math.round(index * (expected + 20)),
      Math.round(expected),
    ]);
    await expect.poll(layout).toEqual(serverLayout);
    expect(screen.container.querySelector('[role="group"]')?.getAttribute('style')).toMatch(
      /transform/,
    );
  });

  // Timing-based, and the real pointer may rest over the carousel (pausing it) when other
  // test files share the browser: allow retries.
  test('autoplay shows a Pause/Play button that stops and restarts rotation', {
    retry: 2,
  }, async () => {
    const screen = await render(
      <>
        <Slider label="Partners" autoplay={250} speedMs={0}>
          {slides(4)}
        </Slider>
        <p>Outside the carousel</p>
      </>,
    );
    await userEvent.hover(screen.getByText('Outside the carousel'));
    await expect.element(screen.getByRole('button', { name: 'Pause Partners' })).toBeVisible();
    const control = screen.getByRole('button', { name: /Partners$/ });
    await expect
      .poll(() => inViewIndexes(screen.container)[0] ?? 0, { timeout: 3000 })
      .toBeGreaterThan(0);
    await control.click();
    await expect.element(control).toHaveAccessibleName('Play Partners');
    // Move the pointer away so only the paused state holds rotation.
    await userEvent.unhover(control);
    const where = inViewIndexes(screen.container)[0];
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(inViewIndexes(screen.container)[0]).toBe(where);
    await control.click();
    await expect.element(control).toHaveAccessibleName('Pause Partners');
  });

  test('rotation stops while focus is inside, and the live region is silent while rotating', async () => {
    const screen = await render(
      <>
        <Slider label="Partners" autoplay={200} speedMs={0}>
          {slides(4)}
        </Slider>
        <p>Outside the carousel</p>
      </>,
    );
    const track = screen.container.querySelector('[aria-live]');
    // Focus left over from an earlier test in this browser would stop rotation before we start,
    // and so would the real pointer resting where the carousel now is.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await userEvent.hover(screen.getByText('Outside the carousel'));
    await expect.poll(() => track?.getAttribute('aria-live')).toBe('off');
    (screen.getByRole('button', { name: 'Next slide' }).element() as HTMLElement).focus();
    await expect.poll(() => track?.getAttribute('aria-live')).toBe('polite');
  });

  test('under reduced motion autoplay never starts by itself', async () => {
    restore = emulateReducedMotion();
    const screen = await render(
      <Slider label="Partners" autoplay={150}>
        {slides(4)}
      </Slider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Play Partners' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(inViewIndexes(screen.container)).toEqual([0]);
  });
});
