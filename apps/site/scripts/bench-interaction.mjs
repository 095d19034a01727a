// The bench's interaction figures, taken in Chromium with real CPU throttling (Lighthouse only
// simulates a load and never taps): how long a page takes until every control is live, and how
// long a tap made as the load event fires takes to be handled and painted (Event Timing).
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

/**
 * @typedef {{ selector: string; text?: string }} Find
 *   The first element matching `selector` whose trimmed text or aria-label is `text` (any, when
 *   there is no `text`).
 * @typedef {{ kind: 'slideChanged' }
 *   | { kind: 'selected' }
 *   | { kind: 'submitPrevented' }
 *   | { kind: 'appears'; selector: string; text?: string }} Effect
 *   What shows that the page handled the tap: another slide in view in the tapped carousel, the
 *   tapped element selected, the submit of the tapped form prevented by the page, or an element
 *   (containing `text`, when given) present.
 * @typedef {{ name: string; target: Find; effect: Effect }} KeyControl
 */

/** One control per page, each needing the site's JavaScript to do anything. */
const keyControls = /** @type {{ page: string; control: KeyControl }[]} */ ([
  {
    page: '/',
    control: {
      name: "the hero's Next slide button",
      target: { selector: 'section[aria-label="Highlights"] button', text: 'Next slide' },
      effect: { kind: 'slideChanged' },
    },
  },
  {
    page: '/shop',
    control: {
      name: 'the first Add to cart button',
      target: { selector: 'main button', text: 'Add to cart' },
      effect: {
        kind: 'appears',
        selector: 'section[aria-label="Notifications"]',
        text: 'Item Added to Cart',
      },
    },
  },
  {
    page: '/product-single/',
    control: {
      name: 'the Review tab',
      target: { selector: '[role="tab"]', text: 'Review' },
      effect: { kind: 'selected' },
    },
  },
  {
    page: '/blog-single/',
    control: {
      name: "the comment form's Post Comment button",
      target: { selector: 'main form button[type="submit"]', text: 'Post Comment' },
      // The form collects nothing: the page's own handler keeps the browser from submitting it.
      effect: { kind: 'submitPrevented' },
    },
  },
  {
    page: '/checkout',
    control: {
      name: 'the Payment By Card radio',
      target: { selector: 'label', text: 'Payment By Card' },
      effect: { kind: 'appears', selector: 'label', text: 'Card Number' },
    },
  },
  {
    page: '/contact',
    control: {
      name: "the form's Submit Now button",
      target: { selector: 'main form button[type="submit"]', text: 'Submit Now' },
      effect: { kind: 'appears', selector: 'main form .errorMessage' },
    },
  },
]);

/**
 * The key control of a measured page (a path ending in `/` stands for its detail pages).
 *
 * @param {string} page
 */
export function keyControlOf(page) {
  const found = keyControls.find((entry) =>
    entry.page.endsWith('/') && entry.page !== '/'
      ? page.startsWith(entry.page)
      : page === entry.page,
  );
  if (!found) throw new Error(`No key control to tap on ${page}`);
  return found.control;
}

/** The entries of one tap that Event Timing reports. */
const TAP_EVENTS = new Set(['pointerdown', 'pointerup', 'click']);
/** Event Timing reports no `event` entry shorter than this (its minimum threshold). */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/**
 * @typedef {{ type: string; name: string; startTime: number; duration: number;
 *   interactionId: number }} TimingEntry
 */

/**
 * The tap's latency: the longest Event Timing entry of its pointerdown, pointerup and click (the
 * `first-input` entry included), or null when none reached the 16 ms threshold. The tap is the
 * only input of a run, so every entry with an interaction id is one of its events.
 *
 * @param {readonly TimingEntry[]} entries
 */
export function tapLatency(entries) {
  const durations = entries
    .filter(
      (entry) =>
        TAP_EVENTS.has(entry.name) && (entry.type === 'first-input' || entry.interactionId > 0),
    )
    .map((entry) => entry.duration);
  const longest = Math.max(0, ...durations);
  return longest >= EVENT_TIMING_THRESHOLD_MS ? longest : null;
}

/**
 * What is still pending on a page that is not live yet: `PENDING_PART_SELECTOR` of
 * `app/hydration/markers.ts`, which plain Node cannot import; `bench-interaction.test.ts` checks
 * that the two agree.
 */
export const PENDING_PART_SELECTOR =
  '[data-hydration-boundary]:not([data-hydrated]), [data-island]:not([data-hydrated]):not([data-island-on-use])';

/**
 * Runs in the page before any of its own scripts (an init script, so it is serialised: it must
 * not use anything from this module). It reports through the `__benchReport` binding: when every
 * control is live, and with `tap`, the control's coordinates at the load event, when the tap's
 * effect shows, and the Event Timing entries as the browser delivers them.
 *
 * @param {{ target: Find; effect: Effect; tap: boolean; pending: string }} options
 */
function probe({ target, effect, tap, pending }) {
  if (window.top !== window) return;
  const documentId = performance.timeOrigin;
  /** @param {Record<string, unknown>} message */
  const send = (message) => {
    const binding = Reflect.get(window, '__benchReport');
    if (typeof binding === 'function') binding({ ...message, documentId });
  };

  /** @param {Find} find @param {boolean} exact */
  const findElement = ({ selector, text }, exact) =>
    Array.from(document.querySelectorAll(selector)).find((element) => {
      if (text === undefined) return true;
      const content = element.textContent?.trim() ?? '';
      return exact
        ? content === text || element.getAttribute('aria-label') === text
        : content.includes(text);
    }) ?? null;

  /** @param {readonly PerformanceEntry[]} list */
  const timingEntries = (list) =>
    list
      .map((entry) => {
        const interactionId = Number(Reflect.get(entry, 'interactionId') ?? 0);
        return {
          type: entry.entryType,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId,
        };
      })
      .filter((entry) => entry.type === 'first-input' || entry.interactionId > 0);
  /** @param {PerformanceObserverEntryList} list */
  const report = (list) => {
    const entries = timingEntries(list.getEntries());
    if (entries.length > 0) send({ type: 'timing', entries });
  };
  const eventObserver = new PerformanceObserver(report);
  eventObserver.observe(
    /** @type {PerformanceObserverInit} */ ({
      type: 'event',
      buffered: true,
      durationThreshold: 16,
    }),
  );
  const firstInputObserver = new PerformanceObserver(report);
  firstInputObserver.observe({ type: 'first-input', buffered: true });
  // Entries the browser has recorded but not yet delivered, for the end of the run.
  Reflect.set(window, '__benchFlush', () =>
    timingEntries([...eventObserver.takeRecords(), ...firstInputObserver.takeRecords()]),
  );

  // Islands (the header's mini-cart and colour-scheme switch) are marked as in the prerender, so
  // a page is live once none of them, and no boundary, is `pending`: once the whole document has
  // been parsed. Before that, the parts still to come are not in it, and a page whose first
  // parsed chunk held no part yet looked live at once (at 9x CPU, `/` counted as live at 0.7 s
  // and hydrated its last part at 7 s).
  const isLive = () =>
    document.readyState !== 'loading' && document.querySelector(pending) === null;

  /** @type {Element | null} */
  let tapped = null;
  let slideBefore = -1;
  /** @param {Element} element */
  const slideInView = (element) =>
    Array.from(
      element
        .closest('[aria-roledescription="carousel"]')
        ?.querySelectorAll('[aria-roledescription="slide"]') ?? [],
    ).findIndex((slide) => !slide.hasAttribute('inert'));
  /** @param {Element} element */
  const hasEffect = (element) => {
    switch (effect.kind) {
      case 'slideChanged':
        return slideInView(element) !== slideBefore;
      case 'selected':
        // Hydration may replace the element: look it up again.
        return findElement(target, true)?.getAttribute('aria-selected') === 'true';
      case 'appears':
        return findElement(effect, false) !== null;
      case 'submitPrevented':
        return false;
    }
  };

  let live = false;
  let effectShown = false;
  const check = () => {
    if (!live && isLive()) {
      live = true;
      send({ type: 'live', at: performance.now() });
    }
    if (tapped && !effectShown && hasEffect(tapped)) {
      effectShown = true;
      send({ type: 'effect', at: performance.now() });
    }
    if (live && (effectShown || !tap)) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'inert', 'aria-selected'],
  });
  // A page with nothing left pending when its parsing ends is live then, with no mutation after
  // (`readystatechange` to 'interactive' comes as parsing ends, before the page's scripts run).
  document.addEventListener('readystatechange', check);

  // Listening on the window, after every listener of the document (where React listens), shows
  // whether the page's own handler took a submit; one it did not take leaves the page.
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented) send({ type: 'submitted' });
    else if (effect.kind === 'submitPrevented' && tapped && !effectShown) {
      effectShown = true;
      send({ type: 'effect', at: performance.now() });
    }
  });

  if (!tap) return;
  addEventListener(
    'load',
    () => {
      const element = findElement(target, true);
      if (!element) {
        send({ type: 'missing' });
        return;
      }
      // A person scrolls to a control before tapping it; doing it at once keeps the tap at load.
      element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      if (effect.kind === 'slideChanged') slideBefore = slideInView(element);
      if (hasEffect(element)) {
        send({ type: 'effectBeforeTap' });
        return;
      }
      tapped = element;
      send({
        type: 'tap',
        at: performance.now(),
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
      });
    },
    { once: true },
  );
}

/**
 * @typedef {{ documentId: number } & (
 *   | { type: 'live' | 'effect'; at: number }
 *   | { type: 'tap'; at: number; x: number; y: number }
 *   | { type: 'timing'; entries: TimingEntry[] }
 *   | { type: 'missing' | 'effectBeforeTap' | 'submitted' })} ProbeMessage
 */

/** Longest wait for a page to become live before the run gives up on it. */
const LIVE_TIMEOUT_MS = 45_000;
/**
 * How long after the page is live a tap may still show its effect (a tap React replays once the
 * tapped part hydrates, or a slide that needs part of its transition to count as in view).
 */
const EFFECT_GRACE_MS = 3_000;

/**
 * Resolves once `done()` holds (checked every 20 ms), or after `timeoutMs`.
 *
 * @param {() => boolean} done
 * @param {number} timeoutMs
 */
async function until(done, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * One load of a page, in a fresh browser context with the phone's screen (Lighthouse's mobile
 * emulation) and its CPU slowdown: the time until every control is live, and with `tap`, the
 * first tap's figures. A tap the page does not handle may submit a form and leave the page, so
 * the time until live is best taken from a load without one.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {KeyControl} control
 * @param {{ multiplier: number; tap: boolean }} options
 */
export async function measureInteraction(browser, url, control, { multiplier, tap }) {
  const context = await newMobileContext(browser);
  try {
    const page = await context.newPage();

    /** @type {number | undefined} */
    let documentId;
    /** @type {{ live?: number; effect?: number; tap?: { at: number; x: number; y: number };
     *   problem?: string; timing: TimingEntry[] }} */
    const seen = { timing: [] };
    /** @type {Promise<void>} */
    let click = Promise.resolve();
    let otherDocument = false;
    await page.exposeBinding('__benchReport', (_source, /** @type {ProbeMessage} */ message) => {
      documentId ??= message.documentId;
      // A submit the page did not take loads another document: its reports are not this run's.
      if (message.documentId !== documentId) {
        otherDocument = true;
        return;
      }
      switch (message.type) {
        case 'live':
          seen.live = message.at;
          break;
        case 'effect':
          seen.effect = message.at;
          break;
        case 'timing':
          seen.timing.push(...message.entries);
          break;
        case 'tap':
          seen.tap = message;
          // Real input, as a person's: the browser hit-tests it and queues it behind whatever
          // task the page is running.
          click = page.mouse.click(message.x, message.y);
          break;
        case 'missing':
          seen.problem = `${control.name} is not on the page`;
          break;
        case 'effectBeforeTap':
          seen.problem = `${control.name}'s effect showed before the tap`;
          break;
        case 'submitted':
          seen.problem = 'the browser submitted the form: the page did not handle the tap';
          break;
      }
    });
    await page.addInitScript(probe, {
      target: control.target,
      effect: control.effect,
      tap,
      pending: PENDING_PART_SELECTOR,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });

    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!tap) {
      await until(() => seen.live !== undefined, LIVE_TIMEOUT_MS);
      return { liveMs: seen.live ?? Number.NaN, tap: null };
    }
    await until(() => seen.tap !== undefined || seen.problem !== undefined, 10_000);
    if (!seen.tap) throw new Error(`${url}: ${seen.problem ?? `could not tap ${control.name}`}`);
    await click;
    await until(() => seen.live !== undefined || otherDocument, LIVE_TIMEOUT_MS);
    await until(() => seen.effect !== undefined || otherDocument, EFFECT_GRACE_MS);

    const sameDocument =
      !otherDocument && (await page.evaluate(() => performance.timeOrigin)) === documentId;
    if (sameDocument) {
      const late = /** @type {TimingEntry[]} */ (
        await page.evaluate(async () => {
          // Event Timing delivers an entry after the frame that follows the event.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          const flush = Reflect.get(window, '__benchFlush');
          return typeof flush === 'function' ? flush() : [];
        })
      );
      seen.timing.push(...late);
    }
    const firstInput = seen.timing.find((entry) => entry.type === 'first-input');
    const effectShown = sameDocument && seen.effect !== undefined;
    return {
      liveMs: seen.live ?? Number.NaN,
      tap: {
        atMs: seen.tap.at,
        // How long the input took to reach the browser after the load event (the bench's round
        // trip), from the tap's own timestamp.
        sentAfterLoadMs: firstInput ? firstInput.startTime - seen.tap.at : null,
        // Without the first-input entry (always reported, whatever its duration) the page left
        // before Event Timing delivered the tap's entries: the latency is unknown, not short.
        latencyMs: firstInput ? tapLatency(seen.timing) : Number.NaN,
        effect: effectShown,
        // From the tap's own timestamp to the mutation showing its result.
        effectAfterMs:
          effectShown && seen.effect !== undefined && firstInput
            ? seen.effect - firstInput.startTime
            : null,
        problem: effectShown
          ? null
          : (seen.problem ?? (sameDocument ? 'no effect' : 'the page navigated away')),
      },
    };
  } finally {
    await context.close();
  }
}

/**
 * A fresh browser context with Lighthouse's mobile screen and user agent, as the bench's
 * Lighthouse runs see the page (also used by scripts/trace-tasks.mjs).
 * @param {import('@playwright/test').Browser} browser
 */
export function newMobileContext(browser) {
  const screen = screenEmulationMetrics.mobile;
  return browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
}
