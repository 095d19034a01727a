// The main-thread tasks of a page load, from a Chrome trace: what Lighthouse's simulated TBT is
// made of, measured without the simulation's noise. Lighthouse observes the page unthrottled and
// multiplies every task by the CPU slowdown, so a task blocks (> 50 ms) at slowdown s once it
// takes more than 50 / s ms unthrottled: 10 ms at the budget phone's ~5x. Counting and summing
// those tasks (from the first contentful paint on, as TBT does) at 1x moves far less with the host's load than TBT does, and naming what each one
// runs (script evaluation of which chunk, React's work, style, layout) says what to cut.
//
// `node scripts/trace-tasks.mjs [/path ...]` on a built site (SITE_BUILD_DIR as everywhere);
// TRACE_RUNS (default 5), TRACE_MIN_MS (default 10), TRACE_CPU (CPU slowdown, default 1),
// TRACE_PROXY_SLOWDOWN (the slowdown of the blocking-time estimate, default 5),
// TRACE_JSON=file writes every run's tasks.
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { chromiumArgs, chromiumPath } from '@firm/test-config/chromium';
import { chromium } from '@playwright/test';
import { median } from './bench-calibration.mjs';
import { newMobileContext, PENDING_PART_SELECTOR } from './bench-interaction.mjs';
import { createSiteHandler } from './serve.mjs';

const RUNS = Number(process.env.TRACE_RUNS ?? 5);
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 10);
const CPU = Number(process.env.TRACE_CPU ?? 1);
/** The budget phone's slowdown on the quiet host the budgets were last measured on. */
const PROXY_SLOWDOWN = Number(process.env.TRACE_PROXY_SLOWDOWN ?? 5);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/product-single/Ninja-Hoodi', '/checkout'];

const categories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  '__metadata',
];

/**
 * @typedef {{ name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number;
 *   pid: number; tid: number; id?: string; args?: { name?: string; data?: Record<string, unknown> } }}
 *   TraceEvent
 * @typedef {{ startMs: number; ms: number; cpuMs: number; what: string; react: string;
 *   marks: string[] }} Task
 * @typedef {{ id: number; parent?: number; callFrame: { functionName: string; url: string } }}
 *   ProfileNode
 */

/**
 * The sampled call stacks of the renderer's main thread, as [time (µs, trace clock), leaf node].
 *
 * @param {TraceEvent[]} events
 * @param {number} pid
 * @param {number | undefined} tid
 */
function samplesOf(events, pid, tid) {
  /** @type {Map<number, ProfileNode>} */
  const nodes = new Map();
  /** @type {[number, number][]} */
  const samples = [];
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  );
  if (!profile) return { nodes, samples };
  const profileId = profile.id;
  let time = Number(profile.args?.data?.startTime ?? 0);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== profileId) continue;
    const data = /** @type {{ cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[] }} */ (event.args?.data ?? {});
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    for (const [index, id] of ids.entries()) {
      time += data.timeDeltas?.[index] ?? 0;
      samples.push([time, id]);
    }
  }
  return { nodes, samples };
}

/**
 * What React was doing in a task, from the sampled stacks (names need an unminified build):
 * render, commit or passive effects, and the site's components seen most.
 *
 * @param {{ nodes: Map<number, ProfileNode>; samples: [number, number][] }} profile
 * @param {number} start
 * @param {number} end
 */
function reactWork(profile, start, end) {
  /** @type {Map<string, number>} */
  const phases = new Map();
  /** @type {Map<string, number>} */
  const components = new Map();
  /** @type {Map<string, number>} */
  const leaves = new Map();
  for (const [time, leaf] of profile.samples) {
    if (time < start || time >= end) continue;
    const leafName = profile.nodes.get(leaf)?.callFrame.functionName || '(anonymous)';
    leaves.set(leafName, (leaves.get(leafName) ?? 0) + 1);
    let phase = 'other';
    /** @type {string | null} */
    let component = null;
    for (let node = profile.nodes.get(leaf); node; node = profile.nodes.get(node.parent ?? -1)) {
      const { functionName = '', url = '' } = node.callFrame;
      if (/^commitRoot/.test(functionName) && phase === 'other') phase = 'commit';
      if (/^flushPassiveEffects/.test(functionName) && phase === 'other') phase = 'passive';
      if (/^(performUnitOfWork|workLoopConcurrent|workLoopSync)/.test(functionName))
        phase = phase === 'other' ? 'render' : phase;
      if (!component && /^[A-Z]/.test(functionName) && url.includes('/assets/'))
        component = functionName;
    }
    phases.set(phase, (phases.get(phase) ?? 0) + 1);
    if (component) components.set(component, (components.get(component) ?? 0) + 1);
  }
  const top = (/** @type {Map<string, number>} */ counts, /** @type {number} */ n) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => `${name}×${count}`)
      .join(' ');
  return phases.size ? `${top(phases, 4)} | ${top(components, 4)} | ${top(leaves, 4)}` : '';
}

/** The short name of a script URL (its chunk's file name). */
const chunk = (/** @type {unknown} */ url) =>
  typeof url === 'string' && url ? (url.split('/').pop() ?? url) : 'inline';

/**
 * What a task spent its time on: its direct children, grouped by kind, longest first.
 *
 * @param {TraceEvent} task
 * @param {TraceEvent[]} inside events of the same thread, sorted by start
 */
function summarise(task, inside) {
  const end = task.ts + (task.dur ?? 0);
  /** @type {Map<string, number>} */
  const parts = new Map();
  let covered = task.ts;
  for (const event of inside) {
    if (event.ts < covered || event.ts >= end || event.ph !== 'X' || !event.dur) continue;
    const data = event.args?.data ?? {};
    let label;
    switch (event.name) {
      case 'EvaluateScript':
      case 'v8.evaluateModule':
      case 'v8.compileModule':
      case 'v8.compile':
        label = `eval ${chunk(data.url ?? data.fileName)}`;
        break;
      case 'FunctionCall':
        label = `call ${chunk(data.url)}:${data.functionName || '?'}`;
        break;
      case 'TimerFire':
      case 'FireAnimationFrame':
      case 'EventDispatch':
      case 'RunMicrotasks':
      case 'ParseHTML':
      case 'UpdateLayoutTree':
      case 'Layout':
      case 'Paint':
      case 'PrePaint':
      case 'Layerize':
      case 'MajorGC':
      case 'MinorGC':
      case 'V8.GC_SCAVENGER':
      case 'ParseAuthorStyleSheet':
        label = event.name === 'EventDispatch' ? `event ${data.type}` : event.name;
        break;
      default:
        continue;
    }
    parts.set(label, (parts.get(label) ?? 0) + event.dur / 1000);
    covered = event.ts + event.dur;
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
    .join(', ');
}

/**
 * Resolves in the page once nothing matches `pending` (every boundary and island is live);
 * rejects after a minute. Runs in the page, so it uses nothing from this module.
 *
 * @param {string} pending
 */
function untilLive(pending) {
  const live = () => document.querySelector(pending) === null;
  return new Promise((resolve, reject) => {
    if (live()) return resolve(true);
    const timer = setTimeout(() => reject(new Error('the page never became live')), 60_000);
    new MutationObserver((_, observer) => {
      if (!live()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(true);
    }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * One load, traced: the renderer main thread's tasks of at least MIN_MS, from navigation until
 * every hydration boundary has hydrated and the page has been quiet for a second.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function traceLoad(browser, url) {
  const context = await newMobileContext(browser);
  try {
    const page = await context.newPage();
    // A user-timing mark as each boundary hydrates, named by its first heading or control.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          const element = /** @type {Element} */ (record.target);
          if (!element.hasAttribute('data-hydrated')) continue;
          const name =
            element.querySelector('h1,h2,h3,h4,legend,label,button,a')?.textContent?.trim() ?? '';
          performance.mark(`hydrated ${name.slice(0, 24)}`);
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const cdp = await context.newCDPSession(page);
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    /** @type {TraceEvent[]} */
    const events = [];
    // CDP types trace events as plain records; these are Chrome's trace event format.
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
    });
    await page.goto(url, { waitUntil: 'load' });
    // The page is done when nothing is left to hydrate (the bench's "live" figure). Asked over
    // CDP, not with Playwright's waitForFunction: that installs Playwright's injected script in
    // the page, a task of ~10 ms at 1x that would be counted as the page's own, and polls.
    await cdp.send('Runtime.evaluate', {
      expression: `(${untilLive.toString()})(${JSON.stringify(PENDING_PART_SELECTOR)})`,
      awaitPromise: true,
    });
    // A measuring tool, not a test: tasks that follow the last boundary (effects, idle work)
    // belong to the load being traced, so the trace runs on for a quiet second.
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await complete;
    const navigation = events.findLast(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        String(event.args.data.documentLoaderURL).startsWith(url),
    );
    if (!navigation) return null;
    const { pid } = navigation;
    const mainThread = events.find(
      (event) =>
        event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
    );
    const thread = events
      .filter((event) => event.pid === pid && event.tid === mainThread?.tid)
      .sort((a, b) => a.ts - b.ts);
    const profile = samplesOf(events, pid, mainThread?.tid);
    // Lighthouse counts blocking time from the first contentful paint on.
    const paint = events.find(
      (event) => event.name === 'firstContentfulPaint' && event.pid === pid,
    );
    const from = paint?.ts ?? navigation.ts;
    const marks = events.filter((event) => event.pid === pid && event.name.startsWith('hydrated '));
    return thread
      .filter(
        (event) =>
          event.name === 'RunTask' && event.ts >= from && (event.tdur ?? 0) >= MIN_MS * 1000,
      )
      .map((task) => ({
        startMs: (task.ts - navigation.ts) / 1000,
        ms: (task.dur ?? 0) / 1000,
        // Thread time: what the task cost the CPU, without the time other processes took it.
        cpuMs: (task.tdur ?? 0) / 1000,
        what: summarise(task, thread),
        react: reactWork(profile, task.ts, task.ts + (task.dur ?? 0)),
        marks: marks
          .filter((mark) => mark.ts >= task.ts && mark.ts < task.ts + (task.dur ?? 0))
          .map((mark) => mark.name.slice('hydrated '.length)),
      }));
  } finally {
    await context.close();
  }
}

const server = createServer(createSiteHandler());
await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
const address = server.address();
const origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
/** @type {Record<string, Task[][]>} */
const all = {};
try {
  for (const path of pages) {
    /** @type {Task[][]} */
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Now and then a new renderer starts tracing after its navigation began: load again.
      let tasks = null;
      for (let attempt = 0; attempt < 3 && !tasks; attempt += 1) {
        tasks = await traceLoad(browser, `${origin}${path}`);
      }
      if (!tasks) throw new Error(`No navigation in three traces of ${path}`);
      runs.push(tasks);
    }
    all[path] = runs;
    const counts = runs.map((tasks) => tasks.length);
    const sums = runs.map((tasks) => tasks.reduce((sum, task) => sum + task.cpuMs, 0));
    const longest = runs.map((tasks) => Math.max(0, ...tasks.map((task) => task.cpuMs)));
    // Lighthouse's arithmetic on these tasks: each one scaled by the slowdown, its time past
    // 50 ms blocking.
    const blocking = runs.map((tasks) =>
      tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * PROXY_SLOWDOWN - 50), 0),
    );
    console.log(
      `${path}: tasks of >= ${MIN_MS} ms CPU at ${CPU}x: count median ${median(counts)} (${counts.join(', ')}), ` +
        `sum median ${median(sums).toFixed(1)} ms (${sums.map((sum) => sum.toFixed(0)).join(', ')}), ` +
        `longest median ${median(longest).toFixed(1)} ms; blocking at ${PROXY_SLOWDOWN}x median ` +
        `${median(blocking).toFixed(0)} ms (${blocking.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    for (const task of runs[Math.floor(RUNS / 2)] ?? []) {
      console.log(
        `  @${task.startMs.toFixed(0)} ms ${task.cpuMs.toFixed(1)} ms CPU (${task.ms.toFixed(1)} wall): ${task.what}` +
          `${task.react ? ` [${task.react}]` : ''}${task.marks.length ? ` hydrated: ${task.marks.join('; ')}` : ''}`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (process.env.TRACE_JSON) await writeFile(process.env.TRACE_JSON, JSON.stringify(all, null, 2));
