// `test:engines`: the visitor's main journeys (journeys.mjs) in Chromium, Firefox and WebKit
// against the production build, served as `pnpm start` serves it. One browser process per
// engine, a fresh profile per journey; the engines run one after another (CI has 2 cores).
// ENGINES=firefox,webkit runs only those; JOURNEYS=cart runs the journeys whose name has it.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeLayerReport } from '@firm/test-config/layer-report';
import { createSiteServer } from '../scripts/serve.mjs';
import { journeys } from './journeys.mjs';
import { launchPuppeteerEngine } from './puppeteer-engine.mjs';
import { StepError, visitorOf } from './visitor.mjs';
import { launchWebKitEngine } from './webkit-engine.mjs';

/** @typedef {import('./driver.mjs').Engine} Engine */

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const screenshotDir = fileURLToPath(new URL('../reports/engines/', import.meta.url));

/** @type {Record<Engine['name'], (origin: string) => Promise<Engine>>} */
const launchers = {
  chromium: (origin) => launchPuppeteerEngine('chromium', origin),
  firefox: (origin) => launchPuppeteerEngine('firefox', origin),
  webkit: launchWebKitEngine,
};
const engineNames = /** @type {Engine['name'][]} */ (
  (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',').filter((name) => name in launchers)
);
const chosen = journeys.filter((journey) => journey.name.includes(process.env.JOURNEYS ?? ''));

const server = createSiteServer().listen(Number(process.env.ENGINES_PORT ?? 0));
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
const origin = `http://localhost:${typeof address === 'object' && address ? address.port : ''}`;
console.log(`Journeys in ${engineNames.join(', ')} against ${origin}`);

/** @type {import('@firm/test-config/layer-report').LayerRow[]} */
const rows = [];
// One retry everywhere, as the Playwright suite has: CI runs the README's command as a newcomer does.
const RETRIES = 1;
let failedInAll = 0;
for (const engineName of engineNames) {
  const started = performance.now();
  let passed = 0;
  let failed = 0;
  /** @type {Engine | undefined} */
  let engine;
  try {
    engine = await launchers[engineName](origin);
    console.log(`\n${engineName} (${engine.version}), launched in ${ms(started)}`);
  } catch (error) {
    console.error(`\n✘ ${engineName}: the browser did not start: ${message(error)}`);
  }
  let flaky = 0;
  for (const journey of chosen) {
    if (!engine) {
      failed += 1;
      continue;
    }
    // One retry, as the Playwright suite has in CI: a journey that passes only on its retry is
    // counted flaky in the summary and its first failure stays printed above, since a flaky
    // journey is an intermittent site bug to look into, not a pass.
    for (let attempt = 1; attempt <= RETRIES + 1; attempt += 1) {
      const journeyStarted = performance.now();
      const driver = await engine.newDriver();
      const retry = attempt > 1 ? ' (retry)' : '';
      try {
        await journey.run(visitorOf(driver));
        passed += 1;
        if (attempt > 1) flaky += 1;
        console.log(`  ✔ ${journey.name}${retry} (${ms(journeyStarted)})`);
        break;
      } catch (error) {
        const step = error instanceof StepError ? error.step : 'outside a step';
        const screenshot = `${screenshotDir}${engineName}-${slug(journey.name)}-${attempt}.png`;
        mkdirSync(screenshotDir, { recursive: true });
        const saved = await driver.screenshot(screenshot).catch(() => false);
        console.error(
          [
            `  ✘ ${journey.name}${retry} (${ms(journeyStarted)})`,
            `    engine: ${engineName}`,
            `    step: ${step}`,
            `    ${message(error).replaceAll('\n', '\n    ')}`,
            saved ? `    screenshot: ${screenshot}` : '    (no screenshot)',
          ].join('\n'),
        );
        if (attempt === RETRIES + 1) failed += 1;
      } finally {
        await driver.dispose().catch(() => {});
      }
    }
  }
  await engine?.close().catch(() => {});
  failedInAll += failed;
  const durationMs = Math.round(performance.now() - started);
  rows.push({
    layer: 'e2e journeys',
    engine: engineName,
    passed,
    failed,
    skipped: 0,
    flaky,
    durationMs,
  });
}
server.close();

writeLayerReport(siteDir, 'engines', rows);
const passedInAll = rows.reduce((sum, row) => sum + row.passed, 0);
console.log(`\n${passedInAll} passed, ${failedInAll} failed`);
process.exit(failedInAll > 0 || rows.length === 0 ? 1 : 0);

/** @param {number} since */
function ms(since) {
  return `${Math.round(performance.now() - since)} ms`;
}

/** @param {unknown} error */
function message(error) {
  return error instanceof Error ? error.message : String(error);
}

/** @param {string} name */
function slug(name) {
  return name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
}
