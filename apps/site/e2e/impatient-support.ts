import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { CDPSession, Locator } from '@playwright/test';
import { PENDING_PART_SELECTOR } from '../app/hydration/markers';
import { test as base, expect, type Page } from './fixtures';

/**
 * Support for impatient.spec.ts: a visitor on a slow phone who acts as soon as the page shows
 * something, and a clock in the page that says when the action was made and when its effect
 * appeared. Nothing here waits for hydration or any other internal flag of the site.
 */

/** When the visitor acts: as soon as the document is parsed, or once it has fully loaded. */
export const moments = ['domcontentloaded', 'load'] as const;
export type Moment = (typeof moments)[number];

/** Chromium's CPU throttling: a desktop runner slowed to about a mid-range phone. */
export const CPU_SLOWDOWN = 4;

/**
 * A person's press: the button or finger stays down about a tenth of a second, where
 * Playwright's own click releases at once. Hydration can happen in that time (React hydrates a
 * part as soon as the pointer comes over it), and a press it spans is the one most easily lost.
 * Well under the 400 ms after which react-aria's stepper repeats a held press. A stepper's press
 * keeps only the 100 ms of its events' time stamps, not the hold itself
 * (`ImpatientVisitor.pressAndRelease`).
 */
export const press = { delay: 100 } as const;

/**
 * A check, run in the page, of whether the effect is there. It is sent to the page as source
 * text, so it must be self-contained: everything it uses comes from its argument or the page.
 */
export type Probe<A> = (arg: A) => boolean;

/** What the clock watches after the action. */
export interface Watch<A, B = A> {
  /** The effect is on screen. */
  shown: Probe<A>;
  shownArg: A;
  /** The action took effect more than once (two toasts, a stepper two steps on). */
  overdone?: Probe<B>;
  overdoneArg?: B;
  /**
   * The effect must stay once shown: for toggles (an open panel, an expanded question), going
   * away again means a second activation undid the first.
   */
  stays?: boolean;
}

/** The clock's readings, in ms since navigation start (the page's `performance.now()`). */
export interface ClockReading {
  /** The effect was already there when the clock started: the test would prove nothing. */
  shownBeforeAction: boolean;
  /** The first trusted pointerdown or keydown after the clock started. */
  actedAt: number | null;
  /** The first moment the effect was in the document. */
  effectAt: number | null;
  overdoneAt: number | null;
  /** When a shown effect that must stay went away. */
  undoneAt: number | null;
  /** Form submissions seen once every listener had its say, and whether one stopped it. */
  submits: { at: number; prevented: boolean }[];
  /**
   * For the report only, never waited on: when every part of the page had hydrated, or, when
   * it already had as the clock started, that moment (`liveBeforeClock`).
   */
  liveAt: number | null;
  liveBeforeClock: boolean;
}

const CLOCK_KEY = '__impatientClock';
const INPUTS_KEY = '__impatientInputs';
/** The clock hands each new reading to the test at once: a page that leaves takes none along. */
const PUBLISH_BINDING = '__impatientPublish';

/** What the page's input listeners saw since the clock armed them. */
interface Inputs {
  armed: boolean;
  actedAt: number | null;
  submits: { at: number; prevented: boolean }[];
  onChange: (() => void) | null;
}

/**
 * Listens for the visitor's input, from before any script of the page runs (an init script):
 * a page that captures early input and holds it back until it has hydrated may stop the event
 * from reaching listeners added after its own, and the time of the action must not depend on
 * that. Replayed events are not trusted, so they never count as the action.
 */
function listenForInput(key: string) {
  const inputs: Inputs = { armed: false, actedAt: null, submits: [], onChange: null };
  Object.assign(window, { [key]: inputs });
  const onInput = (event: Event) => {
    if (!inputs.armed || !event.isTrusted || inputs.actedAt !== null) return;
    inputs.actedAt = event.timeStamp;
    inputs.onChange?.();
  };
  window.addEventListener('pointerdown', onInput, { capture: true });
  window.addEventListener('keydown', onInput, { capture: true });
  // On the window, in the bubbling phase, so every listener of the page has had the event and
  // `defaultPrevented` says whether the browser follows the form's action (and leaves the page).
  // A submit the page holds until it has hydrated stops before this point and comes again as
  // it replays it: the visitor's one submission counts once.
  window.addEventListener('submit', (event) => {
    if (!inputs.armed) return;
    inputs.submits.push({ at: event.timeStamp, prevented: event.defaultPrevented });
    inputs.onChange?.();
  });
}

/**
 * Starts the clock in the page. Runs in the page (sent as source text with its probes, which
 * is why it takes them as parameters and defines everything it needs inside).
 *
 * The effect is checked on every DOM change (a MutationObserver delivers them at the end of
 * the task that made them, so the time is that task's) and on every frame, for changes that
 * are no DOM mutation (an input's value).
 */
function startClock(
  shown: (arg: unknown) => boolean,
  shownArg: unknown,
  overdone: ((arg: unknown) => boolean) | null,
  overdoneArg: unknown,
  stays: boolean,
  key: string,
  inputsKey: string,
  binding: string,
  pending: string,
) {
  const inputs = (window as unknown as Record<string, Inputs>)[inputsKey];
  if (!inputs) throw new Error('The input listeners are missing: open pages with visitor.open.');
  const reading = {
    shownBeforeAction: shown(shownArg),
    actedAt: null as number | null,
    effectAt: null as number | null,
    overdoneAt: null as number | null,
    undoneAt: null as number | null,
    submits: [] as { at: number; prevented: boolean }[],
    liveAt: null as number | null,
    liveBeforeClock: false,
  };
  Object.assign(window, { [key]: reading });
  const publish = () => {
    const send = (window as unknown as Record<string, ((value: unknown) => unknown) | undefined>)[
      binding
    ];
    send?.(JSON.parse(JSON.stringify(reading)));
  };
  // The site's marks of hydrated parts, read to tell in the report whether the action came
  // before the page was live.
  const isLive = () => document.querySelector(pending) === null;
  if (isLive()) {
    reading.liveAt = performance.now();
    reading.liveBeforeClock = true;
  }
  const check = () => {
    const now = performance.now();
    const before = JSON.stringify(reading);
    if (reading.liveAt === null && isLive()) reading.liveAt = now;
    reading.actedAt = inputs.actedAt;
    reading.submits = inputs.submits.slice();
    if (reading.actedAt !== null) {
      const isShown = shown(shownArg);
      if (reading.effectAt === null && isShown) reading.effectAt = now;
      if (stays && reading.effectAt !== null && reading.undoneAt === null && !isShown) {
        reading.undoneAt = now;
      }
      if (overdone && reading.overdoneAt === null && overdone(overdoneArg)) {
        reading.overdoneAt = now;
      }
    }
    if (JSON.stringify(reading) !== before) publish();
  };
  inputs.onChange = check;
  inputs.armed = true;
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const everyFrame = () => {
    check();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  return reading;
}

/** What one test reports. */
export interface ImpatientRecord {
  interaction: string;
  moment: Moment;
  path: string;
  viewport: string;
  cpuSlowdown: number;
  status: string;
  /** ms since navigation start. */
  actedAtMs: number | null;
  effectAtMs: number | null;
  /** From the action to its effect. */
  delayMs: number | null;
  /** When every part of the page had hydrated (diagnostic; `≤` when before the clock). */
  liveAtMs: string | null;
  /** Where the page went after the action, when it left (a form's native submission). */
  leftFor: string | null;
  /** The test's own wall-clock time, for keeping the suite fast. */
  testMs: number;
  error: string | null;
  recordedAt: string;
}

const round = (value: number | null) => (value === null ? null : Math.round(value));

/** Updates the report under a lock directory: two workers may finish tests at once. */
function appendToReport(file: string, record: ImpatientRecord) {
  mkdirSync(dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const giveUpAt = Date.now() + 5000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker killed while holding the lock must not block every later run.
      if (Date.now() > giveUpAt) rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  try {
    let records: ImpatientRecord[] = [];
    try {
      records = JSON.parse(readFileSync(file, 'utf8')) as ImpatientRecord[];
    } catch {
      // No report yet (or an unreadable one, which a fresh list replaces).
    }
    records.push(record);
    writeFileSync(`${file}.tmp`, `${JSON.stringify(records, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The visitor of one test: opens a page on a slow CPU, acts, and keeps the clock's readings. */
export class ImpatientVisitor {
  interaction = '';
  moment: Moment = 'load';
  path = '';
  /** The latest reading the page published. */
  reading: ClockReading | null = null;
  /** The address of a document that replaced the one acted on. */
  leftFor: string | null = null;
  private clockStarted = false;
  private cdp: CDPSession | null = null;

  constructor(readonly page: Page) {}

  /** Names the test's interaction and when the visitor acts, for the report. */
  begin(interaction: string, moment: Moment) {
    this.interaction = interaction;
    this.moment = moment;
  }

  /** Slows the CPU down, then opens `path` and returns as soon as the test's moment has come. */
  async open(path: string) {
    this.path = path;
    await this.page.addInitScript(listenForInput, INPUTS_KEY);
    this.cdp = await this.page.context().newCDPSession(this.page);
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return this.page.goto(path, { waitUntil: this.moment });
  }

  /**
   * Back to full speed, once the effect has been seen. Chromium slows a page down by spinning its
   * main thread in a signal handler (blink's ThreadCPUThrottler), so a slowed page burns a whole
   * core for as long as it stays slowed, idle or not, and starves the other tests of this 2-core
   * host. What follows the effect (the count of actions, the page's state) does not depend on
   * the speed, and a second action still queued only comes sooner.
   */
  async fullSpeed() {
    await this.cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
  }

  /**
   * A press of a button that repeats while it is held (a quantity stepper's), short enough to
   * step once however busy the page or the host is.
   *
   * Two ways of timing the release from the test failed on this 2-core host. Playwright's
   * `click({ delay })` starts its delay only once the page has handled the press: when that press
   * makes React hydrate a part at 4x CPU, the page saw the button held 600 ms and more, and
   * react-aria's stepper repeated, as it should for a button held that long (8 of 54 presses on a
   * host loaded on purpose). Sending the release 100 ms after the press by the test's own clock
   * still failed 2 of 144 with four slowed pages beside it: the starved test process sent the
   * release late, and the page's own event times said the button was held 472 and 570 ms.
   *
   * So the press and the release go to the browser together, over the DevTools protocol: the
   * browser queues the release behind the press, and the page handles it as soon as it has
   * handled the press. The stepper times the hold itself, with a timer it starts as it handles
   * the press, so the hold it sees is next to nothing: the test gives up the tenth of a second in
   * which a part could hydrate between press and release (e2e/hydration.spec.ts makes that race on
   * purpose), and keeps what it is about, one step per press. The events are stamped 100 ms
   * apart, so their `timeStamp`s (the clock's time of the action) read as a person's press. The
   * pointer comes over the button first, with Playwright's checks that it is visible, steady and
   * the one that receives the press.
   */
  async pressAndRelease(button: Locator) {
    await button.hover();
    const box = await button.boundingBox();
    if (!box) throw new Error('The button to press has no box: it is not rendered.');
    // The session `open` made for the CPU slowdown: one per page.
    const { cdp } = this;
    if (!cdp) throw new Error('No DevTools session: open pages with visitor.open.');
    // The fields Playwright's own mouse sends, the left button down (`buttons` 1), then up.
    const at = {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      button: 'left' as const,
      clickCount: 1,
    };
    // The protocol's times are seconds since the epoch.
    const pressedAt = Date.now() / 1000;
    await Promise.all([
      cdp.send('Input.dispatchMouseEvent', {
        type: 'mousePressed',
        ...at,
        buttons: 1,
        force: 0.5,
        timestamp: pressedAt,
      }),
      cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseReleased',
        ...at,
        buttons: 0,
        timestamp: pressedAt + press.delay / 1000,
      }),
    ]);
  }

  /** Starts the page's clock, then acts. The clock's first input event is the action's time. */
  async act<A, B>(watch: Watch<A, B>, action: () => Promise<void>) {
    await this.page.exposeFunction(PUBLISH_BINDING, (reading: ClockReading) => {
      this.reading = reading;
    });
    const source = `(${startClock.toString()})(${watch.shown.toString()}, ${JSON.stringify(
      watch.shownArg,
    )}, ${watch.overdone?.toString() ?? 'null'}, ${JSON.stringify(
      watch.overdoneArg ?? null,
    )}, ${Boolean(watch.stays)}, ${JSON.stringify(CLOCK_KEY)}, ${JSON.stringify(
      INPUTS_KEY,
    )}, ${JSON.stringify(PUBLISH_BINDING)}, ${JSON.stringify(PENDING_PART_SELECTOR)})`;
    this.reading = await this.page.evaluate<ClockReading>(source);
    this.clockStarted = true;
    await action();
  }

  /**
   * The clock's readings so far: from the page, or, when the document acted on has gone, the
   * last ones it published.
   */
  async read(): Promise<ClockReading | null> {
    if (!this.clockStarted) return null;
    const reading = await this.page
      .evaluate(
        (key) => (window as unknown as Record<string, ClockReading | undefined>)[key],
        CLOCK_KEY,
      )
      .catch(() => undefined);
    // The clock lives in the document's window: without it, another document replaced the one
    // acted on (history.replaceState, which the router uses, keeps the window and the clock).
    if (reading) this.reading = reading;
    else this.leftFor ??= this.page.url();
    return this.reading;
  }

  /**
   * Call once the effect has been asserted: the action reached the page once, its effect was
   * seen in the page, it was not there before, and it neither happened twice nor was undone.
   */
  async expectExactlyOnce() {
    await this.fullSpeed();
    const reading = await this.read();
    expect(this.leftFor, 'the page stayed (nothing reloaded or replaced it)').toBeNull();
    expect(reading?.shownBeforeAction, 'the effect was not there before the action').toBe(false);
    expect(reading?.actedAt, 'the action reached the page').not.toBeNull();
    expect(reading?.effectAt, 'the page-side clock saw the effect').not.toBeNull();
    expect(reading?.overdoneAt, 'the action took effect only once').toBeNull();
    expect(reading?.undoneAt, 'the effect stayed (no second activation undid it)').toBeNull();
  }

  /**
   * For forms whose submit does nothing: the submission was stopped, so the browser does not
   * follow the form's action and reload the page (what a submit that no script handled does).
   */
  async expectSubmitKept() {
    // The submission is the effect: one made before the page could answer is held and comes
    // again once it can, so wait for it before counting (at the slow speed: its timing is what
    // the test is about).
    await expect
      .poll(async () => (await this.read())?.submits.length ?? 0, {
        message: 'the submission reached the page',
      })
      .toBeGreaterThan(0);
    await this.fullSpeed();
    const reading = await this.read();
    expect(reading?.submits, 'one submission, stopped by the page').toEqual([
      { at: expect.any(Number), prevented: true },
    ]);
  }
}

/** Reads the submit the clock saw as the effect: used by the forms whose submit does nothing. */
export const submitStopped: Probe<string> = (key) => {
  const reading = (window as unknown as Record<string, ClockReading | undefined>)[key];
  return reading?.submits.some((submit) => submit.prevented) ?? false;
};
export const clockKey = CLOCK_KEY;

/** Elements matching a CSS selector, an accessible name and a state (see `count`). */
export interface ElementQuery {
  css: string;
  /** Exact name: `aria-label`, or else the text that is not `aria-hidden`. */
  name?: string;
  /** The name starts with this. */
  nameStartsWith?: string;
  /** The name ends with this. */
  nameEndsWith?: string;
  /** An attribute and the value it must have. */
  attribute?: [string, string];
  /** The value of an input. */
  value?: string;
  /** How many must match. @default 1 */
  atLeast?: number;
}

/** At least `atLeast` elements match the query. The usual probe. */
export const matches: Probe<ElementQuery> = (query) => {
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label !== null) return label;
    let text = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const hidden = node.parentElement?.closest('[aria-hidden="true"]');
      if (!hidden || !element.contains(hidden)) text += node.textContent ?? '';
    }
    return text.replace(/\s+/g, ' ').trim();
  };
  const found = Array.from(document.querySelectorAll(query.css)).filter((element) => {
    const name = nameOf(element);
    if (query.name !== undefined && name !== query.name) return false;
    if (query.nameStartsWith !== undefined && !name.startsWith(query.nameStartsWith)) return false;
    if (query.nameEndsWith !== undefined && !name.endsWith(query.nameEndsWith)) return false;
    if (query.attribute && element.getAttribute(query.attribute[0]) !== query.attribute[1]) {
      return false;
    }
    if (query.value !== undefined && (element as HTMLInputElement).value !== query.value) {
      return false;
    }
    return true;
  });
  return found.length >= (query.atLeast ?? 1);
};

/** Watches for an element that matches, and, when `overdoneAt` is given, for that many. */
export function watchFor(
  query: ElementQuery,
  options: { overdoneAt?: number; stays?: boolean } = {},
) {
  const watch: Watch<ElementQuery> = { shown: matches, shownArg: query, stays: options.stays };
  if (options.overdoneAt !== undefined) {
    watch.overdone = matches;
    watch.overdoneArg = { ...query, atLeast: options.overdoneAt };
  }
  return watch;
}

/** The slides of a carousel in view are exactly these (by index). */
export const slidesInView: Probe<{ carousel: string; inView: number[] }> = ({
  carousel,
  inView,
}) => {
  const slides = document.querySelectorAll(
    `[aria-roledescription="carousel"][aria-label="${carousel}"] [aria-roledescription="slide"]`,
  );
  const visible = Array.from(slides).flatMap((slide, index) =>
    slide.hasAttribute('inert') ? [] : [index],
  );
  return visible.join() === inView.join();
};

/** The message of each toast. */
export const TOAST_CSS = 'section[aria-label="Notifications"] li > [aria-live]';

/** Toasts with this message (after the kind's hidden prefix, e.g. 'Success: '). */
export const toastQuery = (message: string): ElementQuery => ({
  css: TOAST_CSS,
  nameEndsWith: `: ${message}`,
});

/** The test, with a visitor whose readings are reported however the test ends. */
export const test = base.extend<{ visitor: ImpatientVisitor }>({
  visitor: async ({ page }, use, testInfo) => {
    const startedAt = Date.now();
    const visitor = new ImpatientVisitor(page);
    await use(visitor);
    await visitor.fullSpeed();
    const reading = await visitor.read();
    const actedAt = round(reading?.actedAt ?? null);
    const effectAt = round(reading?.effectAt ?? null);
    const viewport = page.viewportSize();
    const record: ImpatientRecord = {
      interaction: visitor.interaction,
      moment: visitor.moment,
      path: visitor.path,
      viewport: viewport ? `${viewport.width}x${viewport.height}` : 'unknown',
      cpuSlowdown: CPU_SLOWDOWN,
      status: testInfo.status ?? 'unknown',
      actedAtMs: actedAt,
      effectAtMs: effectAt,
      delayMs: actedAt !== null && effectAt !== null ? effectAt - actedAt : null,
      liveAtMs:
        reading?.liveAt == null
          ? null
          : `${reading.liveBeforeClock ? '≤' : ''}${Math.round(reading.liveAt)}`,
      leftFor: visitor.leftFor,
      testMs: Date.now() - startedAt,
      error: stripVTControlCharacters(testInfo.error?.message ?? '').split('\n')[0] || null,
      recordedAt: new Date().toISOString(),
    };
    testInfo.annotations.push({
      type: 'impatient',
      description: `acted at ${actedAt ?? '-'} ms, effect at ${effectAt ?? '-'} ms`,
    });
    await testInfo.attach('impatient.json', {
      body: JSON.stringify(record, null, 2),
      contentType: 'application/json',
    });
    appendToReport(join(testInfo.project.testDir, '..', 'reports', 'impatient.json'), record);
    console.log(
      `${record.moment} | ${record.interaction} | ${actedAt ?? '-'} ms | ${effectAt ?? '-'} ms`,
    );
  },
});

export { expect };
