// The small interface every engine adapter implements, and what all of them share: how a
// journey names what it looks for, how that is found in the page, and how a journey waits for
// what a person would see. The journeys (journeys.mjs) are written once against this.

/**
 * What a journey looks for: the first visible element matching `css` whose name is `name`
 * (exactly) or contains `text`, inside the first visible match of `within`.
 * @typedef {object} Target
 * @property {string} css
 * @property {string} [name] its name as a person reads it (aria-label, label or text), exact
 * @property {string} [text] text it contains
 * @property {Target} [within]
 */

/**
 * One fresh browser profile (empty storage) showing one page. Every method that looks for a
 * target waits for it to be there and visible, as a person looks until they see it.
 * @typedef {object} Driver
 * @property {(path: string) => Promise<void>} open goes to a path of the site
 * @property {(width: number, height: number) => Promise<void>} resize the page's viewport
 * @property {(target: Target) => Promise<void>} click a real pointer click at the element
 * @property {(target: Target, text: string) => Promise<void>} type clicks into a field, selects what it holds and types over it
 * @property {(target: Target, label: string) => Promise<void>} choose picks an option of a select by its label
 * @property {(key: 'Escape' | 'Enter' | 'Tab') => Promise<void>} press a key, to whatever has focus
 * @property {(fn: (arg: never) => unknown, arg: unknown) => Promise<unknown>} evaluate runs `fn(arg)` in the page
 * @property {() => Promise<string[]>} problems console errors, page errors and hydration warnings so far
 * @property {(path: string) => Promise<boolean>} screenshot saves a PNG; false when the engine cannot
 * @property {() => Promise<void>} dispose ends the profile
 */

/**
 * An engine: one browser process for the whole run, a fresh profile for each journey.
 * @typedef {object} Engine
 * @property {'chromium' | 'firefox' | 'webkit'} name
 * @property {string} version what the browser reports, for the log
 * @property {() => Promise<Driver>} newDriver
 * @property {() => Promise<void>} close
 */

/** Asks `probe` for the target's element. @param {Target} target */
export const elementRequest = (target) => ({
  target,
  check: /** @type {const} */ ({ kind: 'element' }),
});

/** How long a journey waits for something a person would see before the step fails. */
export const STEP_TIMEOUT_MS = 10_000;

const POLL_INTERVAL_MS = 100;

/**
 * What a journey checks about a target, in the page.
 * @typedef {{ kind: 'element' }
 *   | { kind: 'visible' }
 *   | { kind: 'gone' }
 *   | { kind: 'attribute'; name: string; value: string }
 *   | { kind: 'value'; value: string }
 *   | { kind: 'texts'; value: string[] }} Check
 */

/**
 * Looks at the page once: finds the target and checks it. Runs in the browser, so it is
 * self-contained. It locates the way a person reads the page (visible elements, by the name
 * they show); it is not an accessibility check (axe in the Playwright suite is).
 * With `element`, returns the element or null; otherwise true, or what it sees instead.
 * @param {{ target: Target; check: Check }} request
 * @returns {Element | null | true | string}
 */
export function probe({ target, check }) {
  const normalize = (/** @type {string | null | undefined} */ value) =>
    (value ?? '').replace(/\s+/g, ' ').trim();
  // What a person reads aloud from it: its text without the parts hidden from assistive tech
  // (a cart badge's bare count, icons).
  const spokenText = (/** @type {Element} */ element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('[aria-hidden="true"]')) text += node.textContent;
    }
    return text;
  };
  const nameOf = (/** @type {Element} */ element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return normalize(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const labelElement = document.getElementById(id);
            return labelElement ? spokenText(labelElement) : '';
          })
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return normalize(label);
    const labels = 'labels' in element ? /** @type {HTMLInputElement} */ (element).labels : null;
    if (labels && labels.length > 0) {
      return normalize([...labels].map(spokenText).join(' '));
    }
    return normalize(spokenText(element));
  };
  const visible = (/** @type {Element} */ element) =>
    element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]');
  /** @param {Target} wanted @returns {Element[]} */
  const findAll = (wanted) => {
    const scope = wanted.within ? findAll(wanted.within)[0] : document;
    if (!scope) return [];
    return [...scope.querySelectorAll(wanted.css)].filter(
      (element) =>
        visible(element) &&
        (wanted.name === undefined || nameOf(element) === wanted.name) &&
        (wanted.text === undefined || normalize(element.textContent).includes(wanted.text)),
    );
  };
  const found = findAll(target);
  const [first] = found;
  switch (check.kind) {
    case 'element':
      return first ?? null;
    case 'gone':
      return found.length === 0 || `${found.length} still there`;
    case 'texts': {
      const texts = found.map((element) => normalize(element.textContent));
      return JSON.stringify(texts) === JSON.stringify(check.value) || JSON.stringify(texts);
    }
    default:
      break;
  }
  if (!first) return 'nothing';
  if (check.kind === 'visible') return true;
  if (check.kind === 'attribute') {
    const value = first.getAttribute(check.name);
    return value === check.value || `${check.name}="${value}"`;
  }
  const value = /** @type {HTMLInputElement} */ (first).value;
  return value === check.value || `value "${value}"`;
}

/**
 * Resolves once the element's box is the same in two animation frames in a row, as Playwright's
 * clicks wait for a "stable" element: a person clicks a control where it has come to rest, not
 * where an opening animation is carrying it (the video modal's close button rises 12 px as the
 * dialog opens; a click aimed mid-rise missed it in one WebKit run). Gives up waiting after
 * `timeoutMs` (a step's time), so a control that never rests is still clicked, and the step says
 * what followed. Runs in the browser, so it is self-contained.
 * @param {Element} element
 * @param {number} timeoutMs
 */
export async function untilStill(element, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  const box = () => JSON.stringify(element.getBoundingClientRect());
  let before = box();
  while (performance.now() < deadline) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = box();
    if (now === before) return true;
    before = now;
  }
  return false;
}

/** @param {Target} target @returns {string} how a failure names it */
export function describeTarget(target) {
  const own = [
    target.css,
    target.name === undefined ? '' : ` named "${target.name}"`,
    target.text === undefined ? '' : ` containing "${target.text}"`,
  ].join('');
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}

/**
 * Looks until `look` returns true, as a person keeps looking; fails with what it last saw.
 * `look` returns true, or what it sees instead.
 * @param {() => Promise<true | string>} look
 */
export async function keepLooking(look) {
  const deadline = performance.now() + STEP_TIMEOUT_MS;
  let seen = '';
  for (;;) {
    try {
      const result = await look();
      if (result === true) return;
      seen = result;
    } catch (error) {
      // A navigation can replace the document between two looks; look again.
      seen = error instanceof Error ? error.message : String(error);
    }
    if (performance.now() > deadline) throw new Error(`saw ${seen}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/**
 * Looks at the page until the check on the target holds.
 * @param {Driver} driver
 * @param {Target} target
 * @param {Exclude<Check, { kind: 'element' }>} check
 */
export function waitFor(driver, target, check) {
  return keepLooking(async () => {
    const result = await driver.evaluate(probe, { target, check });
    return result === true || String(result);
  });
}
