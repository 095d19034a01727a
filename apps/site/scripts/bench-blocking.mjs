// What a Lighthouse run's Total Blocking Time is made of, task by task, from Lighthouse's own
// simulation (Lantern) of the run's trace. `trace-tasks.mjs` lists the tasks of a load traced at
// 1x; this says which of them the bench's figure counted, and how much each added, which the
// report's `long-tasks` audit (simulated start and length, attributed to a URL) does not.
//
// Two things only this view shows (measured on the host of 29 November, index ~2,700, 5.5x):
// - The page's first frame (style, layout and paint of the whole prerendered document, 25-50 ms
//   at 1x) counts on every page: Lantern estimates first contentful paint on a graph of the
//   first parse, layout and paint tasks alone, and in the full simulation the navigation's own
//   commit task (15-25 ms at 1x, creating the document and its script context) comes first and
//   pushes that frame past the estimate. Lantern slows layout tasks by half the slowdown, so a
//   first frame longer than 100 / slowdown ms (18 ms at 5.5x) adds blocking time.
// - Just before the page's modules are evaluated, a task of 10-20 ms at 1x runs with no traced
//   work inside it but `ScriptCatchup` events: Lighthouse's tracing with its debugger on, in
//   proportion to the JavaScript the page loads (10 ms on `/`, 470 KB of script; 13-20 ms on a
//   product page, 615-650 KB). Without the debugger (a traced load outside Lighthouse) it is not
//   there.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { Metrics } from 'lighthouse/core/lib/lantern/lantern.js';

/**
 * The kinds of task a run's blocking time is told apart by, in the order the report's table lists
 * them. A task of the site's own script (hydration passes, handlers) is named `script <chunk>` in
 * the per-run line and counts as `script` in the table, whichever chunk ran it.
 */
export const TASK_KINDS = /** @type {const} */ ({
  frame: 'frame (style, layout, paint)',
  parse: 'document parse and inline scripts',
  moduleEvaluation: 'module evaluation',
  script: 'script',
  instrumentation: "Lighthouse's script instrumentation",
  navigationCommit: 'navigation commit',
  inlineScript: 'inline script',
  other: 'other',
});

/** @typedef {(typeof TASK_KINDS)[keyof typeof TASK_KINDS]} TaskKind */

/** The report table's columns: every kind, in `TASK_KINDS`' order. */
export const REPORTED_KINDS = /** @type {TaskKind[]} */ (Object.values(TASK_KINDS));

/**
 * What a main-thread task ran, from the names (and script URLs) of the trace events inside it.
 *
 * @param {readonly { name: string; args?: { data?: { url?: string } } }[]} events
 * @param {string} documentUrl
 */
export function kindOfTask(events, documentUrl) {
  const has = (/** @type {string} */ name) => events.some((event) => event.name === name);
  if (has('Layout') || has('Paint')) return TASK_KINDS.frame;
  if (has('ParseHTML')) return TASK_KINDS.parse;
  if (has('v8.evaluateModule')) return TASK_KINDS.moduleEvaluation;
  const script = events.find(
    (event) =>
      (event.name === 'FunctionCall' || event.name === 'EvaluateScript') &&
      event.args?.data?.url &&
      event.args.data.url !== documentUrl,
  );
  if (script) return `${TASK_KINDS.script} ${String(script.args?.data?.url).replace(/^.*\//, '')}`;
  if (has('DocumentLoader::CommitNavigation') || has('CommitLoad')) {
    return TASK_KINDS.navigationCommit;
  }
  if (has('ScriptCatchup')) return TASK_KINDS.instrumentation;
  if (has('EvaluateScript')) return TASK_KINDS.inlineScript;
  return TASK_KINDS.other;
}

/**
 * The blocking time one simulated task adds between first contentful paint and interactive:
 * Lantern's own count (the part of the task inside the window, beyond 50 ms), so the tasks' sum
 * is the report's TBT.
 *
 * @param {{ startTime: number; endTime: number }} timing simulated, ms
 * @param {number} fcpMs
 * @param {number} interactiveMs
 */
export function blockingOf(timing, fcpMs, interactiveMs) {
  const event = {
    start: timing.startTime,
    end: timing.endTime,
    duration: timing.endTime - timing.startTime,
  };
  return Metrics.TBTUtils.calculateTbtImpactForEvent(event, fcpMs, interactiveMs);
}

/**
 * @typedef {{ kind: string; observedStartMs: number; observedMs: number; cpuMs: number;
 *   simulatedStartMs: number; simulatedMs: number; blockingMs: number }} BlockingTask
 */

/**
 * The tasks that add to a run's TBT, longest contribution first. TBT is the mean of Lantern's
 * optimistic and pessimistic estimates, so each task's share is the mean of its two.
 *
 * @param {any} artifacts the `artifacts` of a `lighthouse()` result
 * @returns {Promise<{ tbtMs: number; tasks: BlockingTask[] }>}
 */
export async function blockingTasks(artifacts) {
  const settings = artifacts.settings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  };
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const documentUrl = artifacts.URL.mainDocumentUrl;
  // The two estimates pair the opposite FCP with their own TTI (Lantern's TotalBlockingTime).
  const estimates = [
    {
      nodeTimings: tbt.optimisticEstimate.nodeTimings,
      fcpMs: fcp.pessimisticEstimate.timeInMs,
      interactiveMs: interactive.optimisticEstimate.timeInMs,
    },
    {
      nodeTimings: tbt.pessimisticEstimate.nodeTimings,
      fcpMs: fcp.optimisticEstimate.timeInMs,
      interactiveMs: interactive.pessimisticEstimate.timeInMs,
    },
  ];
  let navigationStart = Number.NaN;
  for (const [node] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type === 'network' && node.isMainDocument()) navigationStart = node.startTime;
  }
  /** @type {Map<unknown, BlockingTask>} */
  const byNode = new Map();
  for (const { nodeTimings, fcpMs, interactiveMs } of estimates) {
    for (const [node, timing] of nodeTimings) {
      if (node.type !== 'cpu') continue;
      const blockingMs = blockingOf(timing, fcpMs, interactiveMs) / estimates.length;
      if (blockingMs === 0) continue;
      // Thread time (`tdur`): how much of the task the main thread had a CPU for.
      /** @type {{ dur?: number; tdur?: number }} */
      const event = node.event;
      const task = byNode.get(node) ?? {
        kind: kindOfTask(node.childEvents, documentUrl),
        observedStartMs: (node.startTime - navigationStart) / 1000,
        observedMs: node.duration / 1000,
        cpuMs: (event.tdur ?? 0) / 1000,
        simulatedStartMs: timing.startTime,
        simulatedMs: timing.duration,
        blockingMs: 0,
      };
      task.blockingMs += blockingMs;
      byNode.set(node, task);
    }
  }
  return {
    tbtMs: tbt.timing,
    tasks: [...byNode.values()].sort((a, b) => b.blockingMs - a.blockingMs),
  };
}

/**
 * A run's TBT summed by kind of task (`REPORTED_KINDS`); kinds that added nothing are 0, so runs
 * line up kind by kind.
 *
 * @param {{ tasks: readonly Pick<BlockingTask, 'kind' | 'blockingMs'>[] }} breakdown
 * @returns {Record<TaskKind, number>}
 */
export function blockingByKind({ tasks }) {
  const sums = /** @type {Record<TaskKind, number>} */ (
    Object.fromEntries(REPORTED_KINDS.map((kind) => [kind, 0]))
  );
  for (const task of tasks) {
    const kind = /** @type {TaskKind} */ (
      task.kind.startsWith(`${TASK_KINDS.script} `) ? TASK_KINDS.script : task.kind
    );
    sums[kind] += task.blockingMs;
  }
  return sums;
}

/**
 * One line: the run's TBT and what made it, e.g. "TBT 82 = frame (style, layout, paint) 40 +
 * module evaluation 12 + …".
 *
 * @param {{ tbtMs: number; tasks: readonly BlockingTask[] }} breakdown
 */
export function describeBlocking({ tbtMs, tasks }) {
  const parts = tasks.map(
    (task) =>
      `${task.kind} ${Math.round(task.blockingMs)} (${task.observedMs.toFixed(1)} ms at 1x, ${task.cpuMs.toFixed(1)} of CPU)`,
  );
  return `TBT ${Math.round(tbtMs)}${parts.length > 0 ? ` = ${parts.join(' + ')}` : ''}`;
}
