// Lighthouse benchmark of the production build (mobile preset, simulated throttling), on the
// system Chromium, plus interaction figures taken in the same Chromium with real CPU throttling.
// Three runs per page; the medians go to reports/lighthouse.{md,json}, and the command exits
// non-zero when a page misses a budget. Timings vary on shared machines, which is why this is a
// benchmark and not a CI test.
//
// The CPU slowdown is calibrated to the host (bench-calibration.mjs), so every host emulates the
// same phone: Lighthouse's fixed 4x emulates a slower phone on a slower host. The calibration
// follows the host run by run, and a run that emulated another phone (the host's speed moved
// during it) is taken again.
//
// The build is served over HTTP/2 with TLS (a throwaway self-signed certificate), as every static
// host the site deploys to serves it: Lighthouse's simulation models HTTP/1.1's six connections
// per host, which no visitor of a real deployment has.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '@firm/test-config/chromium';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import sirv from 'sirv';
import { buildDirectory } from '../site.config.mjs';
import {
  blockingByKind,
  blockingTasks,
  describeBlocking,
  REPORTED_KINDS,
} from './bench-blocking.mjs';
import {
  cpuMultiplier,
  devices,
  emulationMiss,
  hostBenchmarkIndex,
  hostSpeed,
  MAX_RETAKES,
  median,
  openBenchmark,
  RETAKE_LIMIT,
} from './bench-calibration.mjs';
import { keepPageCore, launchedBrowserPid, reservePageCore } from './bench-cores.mjs';
import {
  EVENT_TIMING_THRESHOLD_MS,
  keyControlOf,
  measureInteraction,
} from './bench-interaction.mjs';
import { createSiteHandler } from './serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_PAGES=/shop,/blog-single`: only these pages (a path also stands for the pages under it). */
const PAGE_FILTER = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((path) => path.trim())
  .filter((path) => path.length > 0);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
/**
 * `BENCH_KEEP_REPORTS=1`: every Lighthouse report, whole, in reports/lighthouse-runs/, for finding
 * what a page's blocking time is made of (its `long-tasks` and `mainthread-work-breakdown`).
 */
const KEEP_REPORTS = process.env.BENCH_KEEP_REPORTS === '1';
const budgets = {
  minScore: 0.98,
  maxLcpMs: 1500,
  maxTbtMs: 50,
  maxCls: 0.01,
  maxTapLatencyMs: 200,
};

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const reportDir = join(siteDir, 'reports');
const runReportDir = join(reportDir, 'lighthouse-runs');
let keptReports = 0;
// A run's reports only: the numbering starts again.
if (KEEP_REPORTS) rmSync(runReportDir, { recursive: true, force: true });

/** The measured pages: fixed ones plus the first blog post listed in the sitemap. */
async function pagesToMeasure() {
  const sitemap = await readFile(new URL('client/sitemap.xml', buildDirectory), 'utf8');
  const post = /<loc>[^<]*?(\/blog-single\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!post) throw new Error('No blog post in sitemap.xml: build the site first.');
  const pages = ['/', '/shop', '/product-single/Ninja-Hoodi', post, '/checkout', '/contact'];
  if (PAGE_FILTER.length === 0) return pages;
  // A path stands for itself and the pages under it; `/` only for the home page.
  const matches = (/** @type {string} */ page, /** @type {string} */ path) =>
    page === path || (path !== '/' && page.startsWith(path.endsWith('/') ? path : `${path}/`));
  const unknown = PAGE_FILTER.filter((path) => !pages.some((page) => matches(page, path)));
  if (unknown.length > 0) {
    throw new Error(`BENCH_PAGES names no measured page: ${unknown.join(', ')} (pages: ${pages})`);
  }
  return pages.filter((page) => PAGE_FILTER.some((path) => matches(page, path)));
}

/**
 * @typedef {{ multiplier: number; blockScripts?: boolean }} AuditOptions
 *   `multiplier`: Lighthouse's CPU slowdown (`throttling.cpuSlowdownMultiplier`).
 */

/**
 * @param {string} url
 * @param {AuditOptions} options
 */
async function audit(url, { multiplier, blockScripts = false }) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    throttling: { cpuSlowdownMultiplier: multiplier },
    ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { origin, pathname } = new URL(url);
  if (KEEP_REPORTS) {
    keptReports += 1;
    const page = pathname.replaceAll('/', '_');
    const name = `${String(keptReports).padStart(3, '0')}${page}-${multiplier.toFixed(2)}x${blockScripts ? '-no-js' : ''}.json`;
    await mkdir(runReportDir, { recursive: true });
    await writeFile(join(runReportDir, name), JSON.stringify(lhr));
  }
  // What the run's TBT is made of, from Lighthouse's own simulation of its trace.
  const blocking = await blockingTasks(result.artifacts);
  /** @param {string} id */
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const reportedTbt = numeric('total-blocking-time');
  console.log(
    `bench: ${origin === reference.origin ? 'reference page' : pathname}${blockScripts ? ' without scripts' : ''} at ${multiplier.toFixed(2)}x: ${describeBlocking(blocking)}${
      Math.abs(blocking.tbtMs - reportedTbt) > 1
        ? ` (WARNING: the report says TBT ${Math.round(reportedTbt)}: this breakdown no longer simulates what Lighthouse does)`
        : ''
    }`,
  );
  const items = /** @type {{ resourceType: string; transferSize: number }[]} */ (
    /** @type {{ details?: { items?: unknown[] } }} */ (lhr.audits['resource-summary'])?.details
      ?.items ?? []
  );
  const bytes = (/** @type {string} */ type) =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  /** @param {string} id */
  const score = (id) => lhr.categories[id]?.score ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: reportedTbt,
    cls: numeric('cumulative-layout-shift'),
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    // How fast Lighthouse found this host during the run: the slowdown was calibrated on the
    // index measured before the runs, so a run on a host that has since slowed emulated a slower
    // phone.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // The slowdown Lighthouse applied, read back from its settings.
    multiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    // The run's TBT by kind of task, for the report's table of what each page's TBT is made of.
    tbtByKind: blockingByKind(blocking),
  };
}

/** @typedef {Awaited<ReturnType<typeof measure>>} Measurement */

/**
 * An audit, run again (up to three times in all) when Lighthouse could not time the page: on a
 * busy host a run now and then ends without an LCP, which would pass every budget as NaN.
 *
 * @param {string} url
 * @param {AuditOptions} options
 */
async function timedAudit(url, options) {
  let measurement = await audit(url, options);
  for (let retry = 0; retry < 2 && !Number.isFinite(measurement.lcpMs); retry += 1) {
    measurement = await audit(url, options);
  }
  return measurement;
}

/**
 * An audit on the device: its slowdown set from the host's current speed, and taken again (up
 * to MAX_RETAKES times) when Lighthouse's own index for the run shows it emulated a phone more
 * than RETAKE_LIMIT away from the device.
 *
 * @param {string} url
 * @param {{ index: number }} device
 * @param {{ blockScripts?: boolean }} [options]
 */
async function measure(url, device, { blockScripts = false } = {}) {
  for (let retakes = 0; ; retakes += 1) {
    const multiplier = cpuMultiplier(speed.index, device.index);
    keepCores({ pageOpen: false });
    const measurement = await timedAudit(url, { multiplier, blockScripts });
    speed.observe(measurement.benchmarkIndex);
    const miss = emulationMiss(device.index, measurement.benchmarkIndex, multiplier);
    if (miss === null || retakes === MAX_RETAKES) {
      return {
        ...measurement,
        emulatedIndex: measurement.benchmarkIndex / multiplier,
        retakes,
        emulationMiss: miss,
      };
    }
  }
}

/** @typedef {Awaited<ReturnType<typeof audit>>} AuditFigures */

/** @typedef {Omit<AuditFigures, 'tbtByKind'>} NumericFigures */

/** The median of every figure Lighthouse gave, over the runs. @param {NumericFigures[]} runs */
function medians(runs) {
  const keys = /** @type {(keyof NumericFigures)[]} */ (Object.keys(runs[0] ?? {}));
  return /** @type {NumericFigures} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]))
  );
}

/** @param {string} page @param {NumericFigures} m */
function misses(page, m) {
  const problems = [];
  for (const key of /** @type {const} */ (['lcpMs', 'tbtMs', 'cls'])) {
    if (!Number.isFinite(m[key])) problems.push(`${page}: ${key} could not be measured`);
  }
  for (const key of /** @type {const} */ ([
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
  ])) {
    if (m[key] < budgets.minScore) problems.push(`${page}: ${key} ${m[key]} < ${budgets.minScore}`);
  }
  if (m.lcpMs > budgets.maxLcpMs)
    problems.push(`${page}: LCP ${Math.round(m.lcpMs)} ms > ${budgets.maxLcpMs} ms`);
  if (m.tbtMs > budgets.maxTbtMs)
    problems.push(`${page}: TBT ${Math.round(m.tbtMs)} ms > ${budgets.maxTbtMs} ms`);
  if (m.cls > budgets.maxCls) problems.push(`${page}: CLS ${m.cls.toFixed(3)} > ${budgets.maxCls}`);
  return problems;
}

/** A self-signed certificate for localhost, made with openssl in a temporary folder. */
async function localCertificate() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ].concat(['-keyout', key, '-out', cert]),
      { stdio: 'ignore' },
    );
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * @typedef {Awaited<ReturnType<typeof measureInteraction>>} InteractionRun
 * @typedef {NonNullable<InteractionRun['tap']>} TapRun
 */

/**
 * The median of the values that were measured (a load that never became live, or a tap whose
 * page left before reporting it, has none; the budget check names them), NaN when none was.
 *
 * @param {number[]} values
 */
function finiteMedian(values) {
  const measured = values.filter((value) => Number.isFinite(value));
  return measured.length > 0 ? median(measured) : Number.NaN;
}

/**
 * The interaction figures of one page: per run, the host's index (sampled just before, and the
 * run's slowdown set from it), a load left alone for the time until live, and a load with the tap.
 *
 * @param {string} url
 * @param {import('./bench-interaction.mjs').KeyControl} control
 * @param {{ index: number }} device
 * @param {number} runs
 */
async function interactions(url, control, device, runs) {
  const hostIndexes = [];
  const multipliers = [];
  const liveMs = [];
  /** @type {TapRun[]} */
  const taps = [];
  for (let run = 0; run < runs; run += 1) {
    const sample = await benchmark.sample();
    hostIndexes.push(sample);
    speed.observe(sample);
    const multiplier = cpuMultiplier(speed.index, device.index);
    multipliers.push(multiplier);
    liveMs.push(
      (await measureInteraction(browser, url, control, { multiplier, tap: false })).liveMs,
    );
    const { tap } = await measureInteraction(browser, url, control, { multiplier, tap: true });
    if (tap) taps.push(tap);
  }
  return {
    control: control.name,
    interactionHostIndexes: hostIndexes,
    interactionMultipliers: multipliers,
    liveRunsMs: liveMs,
    liveMs: finiteMedian(liveMs),
    taps,
    tapLatencyMs: finiteMedian(
      // A tap below Event Timing's threshold counts as 0 in the median and shows as "<16".
      taps.map((tap) => tap.latencyMs ?? 0),
    ),
    tapEffects: taps.filter((tap) => tap.effect).length,
  };
}

/** @param {string} page @param {Awaited<ReturnType<typeof interactions>>} figures */
function interactionMisses(page, figures) {
  const problems = [];
  if (figures.liveRunsMs.some((ms) => !Number.isFinite(ms))) {
    problems.push(`${page}: a load was not live after 45 s`);
  }
  if (!Number.isFinite(figures.tapLatencyMs)) {
    problems.push(`${page}: first-tap latency could not be measured`);
  }
  if (figures.tapLatencyMs > budgets.maxTapLatencyMs) {
    problems.push(
      `${page}: first-tap latency ${Math.round(figures.tapLatencyMs)} ms > ${budgets.maxTapLatencyMs} ms`,
    );
  }
  for (const [run, tap] of figures.taps.entries()) {
    if (!tap.effect) problems.push(`${page}: tap ${run + 1} on ${figures.control}: ${tap.problem}`);
  }
  return problems;
}

/**
 * The reference page (`scripts/bench-reference`): React 19 and React Router 7, prerendered and
 * hydrated as the site is, with nothing of the site's own, on a bare static server (no security
 * or cache headers). Built afresh for every bench into a folder of its own under `reports/` (its
 * prerender resolves packages from there), with its HTML and JavaScript precompressed so both
 * travel compressed. Its blocking time on the bench's phone is what the framework's own code
 * costs on this host: when that misses the budget, no page of the site can meet it here.
 */
async function buildReference() {
  await mkdir(reportDir, { recursive: true });
  const out = await mkdtemp(join(reportDir, 'bench-reference-'));
  // Removed however the bench ends: within budget, over it, or stopped by an error on the way.
  process.on('exit', () => rmSync(out, { recursive: true, force: true }));
  // From its own folder: the CLI resolves the server build against the working directory.
  // Its errors, if any, end up in the exception's message.
  execFileSync(join(siteDir, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: join(siteDir, 'scripts', 'bench-reference'),
    env: { ...process.env, BENCH_REFERENCE_BUILD_DIR: out },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const client = join(out, 'client');
  for (const entry of await readdir(client, { recursive: true })) {
    if (!/\.(html|js)$/.test(entry)) continue;
    const body = await readFile(join(client, entry));
    await writeFile(join(client, `${entry}.br`), brotliCompressSync(body));
    await writeFile(join(client, `${entry}.gz`), gzipSync(body, { level: 9 }));
  }
  return client;
}

/**
 * A server over HTTP/2 with TLS, as every static host serves the site.
 *
 * @param {{ key: Buffer; cert: Buffer }} certificate
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next?: () => void) => void} handler
 */
async function serveSecurely(certificate, handler) {
  // node's HTTP/2 compatibility request and response implement what the handlers use of their
  // HTTP/1 counterparts (headers, statusCode, setHeader, end, pipe), but are typed apart.
  const server = createSecureServer({ ...certificate, allowHTTP1: true }, (req, res) =>
    handler(
      /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ (req)),
      /** @type {import('node:http').ServerResponse} */ (/** @type {unknown} */ (res)),
    ),
  );
  await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
  const address = server.address();
  return {
    server,
    origin: `https://localhost:${typeof address === 'object' && address ? address.port : 0}`,
  };
}

// The pages first: a mistyped BENCH_PAGES or a missing build stops the bench before any work.
const pages = await pagesToMeasure();
const certificate = await localCertificate();
const { server, origin } = await serveSecurely(certificate, createSiteHandler());
const reference = await serveSecurely(
  certificate,
  sirv(await buildReference(), { dev: false, gzip: true, brotli: true, extensions: ['html'] }),
);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  // The certificate is the bench's own throwaway one.
  args: [...chromiumArgs, '--ignore-certificate-errors', `--remote-debugging-port=${DEBUG_PORT}`],
});
// Before the first page opens, so every renderer, the calibration's too, is forked onto the
// page's core (bench-cores.mjs says why, and what it measured).
const browserPid = launchedBrowserPid();
const cores = reservePageCore(browserPid);
const coresText =
  'reason' in cores
    ? `No core was reserved for the page (${cores.reason}): the page's main thread shared the CPUs with the browser's other processes, Lighthouse and the server, and its tasks include the time it waited for a CPU.`
    : `The page's renderer had CPU ${cores.page} to itself; Chromium's other processes, Lighthouse and the server ran on CPU ${cores.lab.join(', ')} (bench-cores.mjs).`;
console.log(`bench: ${coresText}`);
/** @param {{ pageOpen: boolean }} options */
const keepCores = (options) => {
  if (!('reason' in cores)) keepPageCore(browserPid, cores, options);
};
const benchmark = await openBenchmark(browser, () => keepCores({ pageOpen: true }));

const calibration = await hostBenchmarkIndex(benchmark);
const speed = hostSpeed(calibration.samples);
const phones = devices.map((device) => ({
  ...device,
  // The first run's; every run sets its own from the host's speed at the time.
  multiplier: cpuMultiplier(calibration.index, device.index),
  // Budgets hold on the first phone; the others are a view, one run per page to keep the
  // bench's time within reason.
  runs: device.id === 'budget' ? RUNS : 1,
  withBudgets: device.id === 'budget',
}));
const round = (/** @type {number} */ value) => Math.round(value);
console.log(
  `bench: host benchmarkIndex ${round(calibration.index)} (median of ${calibration.samples.map(round).join(', ')})`,
);
for (const phone of phones) {
  console.log(
    `bench: ${phone.name}: CPU slowdown ${phone.multiplier}x = ${round(calibration.index)} / ${phone.index}`,
  );
}
// Samples that disagree this much mean something else was using the CPU while calibrating.
const busyCalibration = calibration.samples.some(
  (sample) => Math.abs(sample / calibration.index - 1) > RETAKE_LIMIT,
)
  ? `The calibration's samples spread more than ${round(RETAKE_LIMIT * 100)}% around their median: the host is busy; each run's slowdown follows its speed, and runs that emulated another phone are taken again.`
  : '';
if (busyCalibration) console.warn(`bench: ${busyCalibration}`);

/**
 * A page's Lighthouse runs on one phone: the medians of every figure, and each run's own.
 *
 * @param {string} url
 * @param {(typeof phones)[number]} phone
 */
async function lighthouseRuns(url, phone) {
  const runs = [];
  for (let run = 0; run < phone.runs; run += 1) runs.push(await measure(url, phone));
  return {
    ...medians(
      runs.map(({ emulatedIndex, retakes, emulationMiss, tbtByKind, ...figures }) => figures),
    ),
    tbtByKindRuns: runs.map((run) => run.tbtByKind),
    // Every run's TBT, so a reader sees how far the host's noise moves the median.
    tbtRunsMs: runs.map((run) => run.tbtMs),
    // Every run's slowdown, its own host index and the phone that made (index / slowdown).
    multiplierRuns: runs.map((run) => run.multiplier),
    hostIndexRuns: runs.map((run) => run.benchmarkIndex),
    emulatedIndexRuns: runs.map((run) => run.emulatedIndex),
    retakes: runs.reduce((sum, run) => sum + run.retakes, 0),
    emulationMissRuns: runs.map((run) => run.emulationMiss),
  };
}

/** @typedef {Awaited<ReturnType<typeof measurePage>>} Row */

/**
 * Every figure of one page on one phone.
 *
 * @param {string} page
 * @param {(typeof phones)[number]} phone
 */
async function measurePage(page, phone) {
  const url = `${origin}${page}`;
  const started = Date.now();
  const lighthouseFigures = await lighthouseRuns(url, phone);
  // The page with script files blocked: the budget phone's reference for its LCP ratio and TBT.
  const withoutScripts = phone.withBudgets
    ? await measure(url, phone, { blockScripts: true })
    : null;
  const lighthouseDone = Date.now();
  const figures = await interactions(url, keyControlOf(page), phone, phone.runs);
  // Where the bench's time goes, to keep it within reason as pages and runs are added.
  console.log(
    `bench: ${page}, ${phone.name}: Lighthouse ${round((lighthouseDone - started) / 1000)} s, interactions ${round((Date.now() - lighthouseDone) / 1000)} s`,
  );
  return {
    page,
    ...lighthouseFigures,
    lcpNoJsMs: withoutScripts?.lcpMs ?? Number.NaN,
    lcpRatio: withoutScripts ? lighthouseFigures.lcpMs / withoutScripts.lcpMs : Number.NaN,
    // What the page blocks with its script files blocked (parsing, style, layout, paint and the
    // small inline scripts, which still run): a reference for how much of its TBT its script
    // files add. One run, and counted over another window (no-JS pages are interactive sooner),
    // so not a strict floor: the page's own TBT can come out below it.
    tbtNoJsMs: withoutScripts?.tbtMs ?? Number.NaN,
    ...figures,
  };
}

/**
 * The reference page on one phone: Lighthouse only, as many runs as the site's pages get.
 *
 * @param {(typeof phones)[number]} phone
 */
async function measureReference(phone) {
  return {
    page: 'reference page',
    phone: phone.name,
    ...(await lighthouseRuns(`${reference.origin}/`, phone)),
  };
}

/** @type {Map<string, Row[]>} */
const rowsByPhone = new Map(phones.map((phone) => [phone.id, []]));
/** @type {Awaited<ReturnType<typeof measureReference>>[]} */
const referenceRows = [];
try {
  for (const phone of phones) referenceRows.push(await measureReference(phone));
  for (const page of pages) {
    for (const phone of phones) rowsByPhone.get(phone.id)?.push(await measurePage(page, phone));
  }
} finally {
  await benchmark.close();
  await browser.close();
  server.close();
  reference.server.close();
}

// The site's pages' rows and the reference page's, each with its phone's name.
const lighthouseRows = [
  ...phones.flatMap((phone) =>
    (rowsByPhone.get(phone.id) ?? []).map((row) => ({ row, phoneName: phone.name })),
  ),
  ...referenceRows.map((row) => ({ row, phoneName: row.phone })),
];
/**
 * Lighthouse runs that still emulated another phone after their retakes (the host kept moving):
 * they count, and are named with the phone they emulated.
 */
const offDevice = lighthouseRows.flatMap(({ row, phoneName }) =>
  row.emulationMissRuns.flatMap((change, run) =>
    change === null
      ? []
      : [
          `${row.page}, ${phoneName}, Lighthouse run ${run + 1}: emulated a phone of index ${round(row.emulatedIndexRuns[run] ?? Number.NaN)} (${change > 0 ? '+' : ''}${round(change * 100)}%) after ${MAX_RETAKES} retakes`,
        ],
  ),
);
const retakes = lighthouseRows.reduce((sum, { row }) => sum + row.retakes, 0);

const pct = (/** @type {number} */ score) => Math.round(score * 100);
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? String(round(value)) : '—');
const tapMs = (/** @type {number | null} */ value) =>
  value === null || value < EVENT_TIMING_THRESHOLD_MS ? `<${EVENT_TIMING_THRESHOLD_MS}` : ms(value);
const ratio = (/** @type {number} */ value) => (Number.isFinite(value) ? value.toFixed(2) : '—');

/** @param {Row} r */
function tapEffectCell(r) {
  const problems = [...new Set(r.taps.flatMap((tap) => (tap.problem ? [tap.problem] : [])))];
  // How long each effect took to show after its tap, run by run ("—" for none): a tap answered
  // only once the page went live is not lost, and the wait is what the visitor saw.
  const after = r.taps.map((tap) => ms(tap.effectAfterMs ?? Number.NaN));
  const shown = `${r.tapEffects}/${r.taps.length}, after ${after.join(', ')}`;
  return problems.length > 0 ? `${shown} (${problems.join('; ')})` : shown;
}

/** @param {Row[]} rows */
function table(rows) {
  return [
    '| Page | CPU multiplier (runs) | Perf | A11y | BP | SEO | LCP ms | TBT ms (runs) | CLS | JS KB | CSS KB | LCP no-JS ms | LCP ratio | TBT no-JS ms | Host index (runs) | Emulated phone (runs) | Time until live ms (runs) | First-tap latency ms (runs) | Tap effect ok, after ms |',
    // As many cells as the header: a table whose rows differ in length is not drawn.
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.multiplierRuns.join(', ')} | ${pct(r.performance)} | ${pct(r.accessibility)} | ${pct(r.bestPractices)} | ${pct(r.seo)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} (${r.tbtRunsMs.map(ms).join(', ')}) | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${kb(r.cssBytes)} | ${ms(r.lcpNoJsMs)} | ${ratio(r.lcpRatio)} | ${ms(r.tbtNoJsMs)} | ${r.hostIndexRuns.map(round).join(', ')} | ${r.emulatedIndexRuns.map(round).join(', ')}${r.retakes > 0 ? ` (${r.retakes} retaken)` : ''} | ${ms(r.liveMs)} (${r.liveRunsMs.map(ms).join(', ')}) | ${tapMs(r.tapLatencyMs)} (${r.taps.map((tap) => tapMs(tap.latencyMs)).join(', ')}) | ${tapEffectCell(r)} |`,
    ),
  ].join('\n');
}

/**
 * What each page's TBT was made of on one phone: per kind of task, the median over the runs and
 * each run's own figure. Kinds that added nothing to any run are left out.
 *
 * @param {{ page: string; tbtMs: number; tbtRunsMs: number[]; tbtByKindRuns: Record<import('./bench-blocking.mjs').TaskKind, number>[] }[]} rows
 */
function blockingTable(rows) {
  const kinds = REPORTED_KINDS.filter((kind) =>
    rows.some((row) => row.tbtByKindRuns.some((run) => run[kind] >= 0.5)),
  );
  const cell = (/** @type {number[]} */ values) =>
    `${ms(median(values))} (${values.map(ms).join(', ')})`;
  return [
    `| Page | TBT ms (runs) | ${kinds.map((kind) => `${kind} ms (runs)`).join(' | ')} |`,
    `| --- | --- | ${kinds.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${row.page} | ${ms(row.tbtMs)} (${row.tbtRunsMs.map(ms).join(', ')}) | ${kinds.map((kind) => cell(row.tbtByKindRuns.map((run) => run[kind]))).join(' | ')} |`,
    ),
  ].join('\n');
}

const referenceHeading =
  '## Reference page: the framework alone (React Router 7 and React 19, prerendered and hydrated; `scripts/bench-reference`), no budgets';
const referenceTable = [
  '| Phone | CPU multiplier (runs) | Perf | LCP ms | TBT ms (runs) | JS KB | Host index (runs) | Emulated phone (runs) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...referenceRows.map(
    (r) =>
      `| ${r.phone} | ${r.multiplierRuns.join(', ')} | ${pct(r.performance)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} (${r.tbtRunsMs.map(ms).join(', ')}) | ${kb(r.jsBytes)} | ${r.hostIndexRuns.map(round).join(', ')} | ${r.emulatedIndexRuns.map(round).join(', ')}${r.retakes > 0 ? ` (${r.retakes} retaken)` : ''} |`,
  ),
].join('\n');

const budgetPhone = phones.find((phone) => phone.withBudgets);
const problems = (budgetPhone ? (rowsByPhone.get(budgetPhone.id) ?? []) : []).flatMap((row) => [
  ...misses(row.page, row),
  ...interactionMisses(row.page, row),
]);
const sections = phones.map((phone) => {
  const heading = `## ${phone.name[0]?.toUpperCase()}${phone.name.slice(1)} (CPU slowdown from ${phone.multiplier}x, following the host), ${
    phone.runs === 1 ? 'one run per page' : `median of ${phone.runs} runs`
  }, ${phone.withBudgets ? 'with budgets' : 'no budgets'}`;
  return { heading, table: table(rowsByPhone.get(phone.id) ?? []) };
});

const blockingHeading = `## What TBT was made of (${budgetPhone?.name ?? 'no phone'}): each kind of task's median over the runs, and each run's figure (\`scripts/bench-blocking.mjs\`)`;
const blockingText = budgetPhone
  ? blockingTable([
      ...(rowsByPhone.get(budgetPhone.id) ?? []),
      ...referenceRows.filter((row) => row.phone === budgetPhone.name),
    ])
  : '';
const blockingNote =
  'Each run\'s kinds add up to its TBT; their medians need not add up to the median TBT. "script" is the site\'s own code after evaluation (React\'s hydration passes, handlers, effects), whichever chunk ran it; "frame" is style, layout and paint, the page\'s first frame among them.';

const calibrationText =
  `Host benchmarkIndex ${round(calibration.index)} (Lighthouse's computeBenchmarkIndex in the bench's Chromium, median of ${calibration.samples.map(round).join(', ')}). ` +
  `CPU slowdown = host index / phone index, set again for every run from the host's latest indexes (median of the last five): at the start ${phones
    .map((phone) => `${phone.multiplier}x for the ${phone.name}`)
    .join(
      ', ',
    )}${phones.some((phone) => phone.multiplier === 1) ? ' (never below 1: Chromium cannot speed a page up)' : ''}.`;
const emulationText =
  `${retakes} run${retakes === 1 ? ' was' : 's were'} taken again because the host's speed moved during them (the phone a run emulated, its host index / its slowdown, was more than ${pct(RETAKE_LIMIT)}% from the phone asked for).` +
  (offDevice.length > 0
    ? `\n\n## Runs on another phone\n\nThese still emulated another phone after ${MAX_RETAKES} retakes, and count as they are:\n\n- ${offDevice.join('\n- ')}\n`
    : ' Every counted run emulated the phone asked for.\n');

await mkdir(reportDir, { recursive: true });
await writeFile(
  join(reportDir, 'lighthouse.json'),
  `${JSON.stringify(
    {
      budgets,
      runs: RUNS,
      calibration: { hostIndex: calibration.index, samples: calibration.samples },
      cores:
        'reason' in cores
          ? { reserved: false, reason: cores.reason }
          : { reserved: true, ...cores },
      phones: phones.map((phone) => ({
        id: phone.id,
        name: phone.name,
        deviceIndex: phone.index,
        multiplier: phone.multiplier,
        runs: phone.runs,
        withBudgets: phone.withBudgets,
        rows: rowsByPhone.get(phone.id) ?? [],
      })),
      reference: referenceRows,
      retakes,
      offDevice,
    },
    null,
    2,
  )}\n`,
);
await writeFile(
  join(reportDir, 'lighthouse.md'),
  `# Lighthouse (mobile, simulated throttling, HTTP/2) and first taps (real CPU throttling)\n\n` +
    `${calibrationText}${busyCalibration ? ` ${busyCalibration}` : ''}\n\n${coresText}\n\n` +
    sections.map((section) => `${section.heading}\n\n${section.table}\n`).join('\n') +
    `\n${referenceHeading}\n\n${referenceTable}\n\n` +
    (blockingText ? `${blockingHeading}\n\n${blockingText}\n\n${blockingNote}\n\n` : '') +
    `Budgets (${budgetPhone?.name ?? 'none'}): every score >= ${budgets.minScore}, LCP <= ${budgets.maxLcpMs} ms, TBT <= ${budgets.maxTbtMs} ms, CLS <= ${budgets.maxCls}, first tap <= ${budgets.maxTapLatencyMs} ms, and every tap has its effect.\n` +
    `"LCP no-JS" is the same page with every script blocked; the ratio is the limit we chase (1.00 = scripts cost nothing). "TBT no-JS" is that load's TBT (one run; inline scripts still run): how much the page blocks without its script files, a reference for what they add.\n` +
    `"Host index (runs)" is each Lighthouse run's own benchmarkIndex; "Emulated phone" is that index divided by the run's slowdown. "Time until live" is the time from navigation until the document is parsed and every part of the page has hydrated, in Chromium with the CPU slowed as in the row (no network throttling), in a load left alone. "First-tap latency" is the Event Timing duration (pointerdown, pointerup, click; "<16" when none reached 16 ms) of a tap on the page's key control as the load event fires, in another load; "Tap effect ok" counts the taps that did what the control does, and says how long after each tap its effect showed.\n\n` +
    `${emulationText}\n` +
    (problems.length ? `## Missed\n\n- ${problems.join('\n- ')}\n` : 'All pages within budget.\n'),
);
for (const section of sections) console.log(`\n${section.heading}\n\n${section.table}\n`);
console.log(`\n${referenceHeading}\n\n${referenceTable}\n`);
if (blockingText) console.log(`\n${blockingHeading}\n\n${blockingText}\n`);
console.log(`bench: ${calibrationText}`);
if (busyCalibration) console.warn(`bench: ${busyCalibration}`);
console.log(`bench: ${emulationText.split('\n')[0]}`);
if (offDevice.length > 0)
  console.warn(`bench: runs on another phone:\n- ${offDevice.join('\n- ')}`);
if (problems.length) {
  console.error(`Budgets missed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('bench: all pages within the budgets');
