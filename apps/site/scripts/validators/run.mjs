// CI gate (turbo task `test:validators`): every prerendered page must pass the W3C Nu HTML
// Checker and HTML_CodeSniffer (WCAG 2 AA), and a crawl of the served build must find no broken
// link. Serves the build itself, runs the three at once (Java, Chromium and Node share the two
// cores better than in turn), prints every error with its page and line, writes one layer-report
// row per checker and fails on any error.

import { fileURLToPath } from 'node:url';
import { chromiumArgs, testChromiumPath } from '@firm/test-config/chromium';
import { toolPath } from '@firm/test-config/debian-tools';
import { writeLayerReport } from '@firm/test-config/layer-report';
import { launch } from 'puppeteer-core';
import { builtPageFile, builtPagePaths, isNotFoundPlaceholder } from '../built-pages.mjs';
import { createSiteServer } from '../serve.mjs';
import { formatFinding } from './findings.mjs';
import { checkWithHtmlCodeSniffer } from './html-codesniffer.mjs';
import { crawlLinks } from './link-crawl.mjs';
import { checkWithNu } from './nu-checker.mjs';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));
/** 0 lets the system pick a free port; set VALIDATORS_PORT to pin one. */
const port = Number(process.env.VALIDATORS_PORT ?? 0);

const pages = builtPagePaths().map((path) => ({ path, file: builtPageFile(path) }));
const server = createSiteServer();
await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('The site server has no port.');
const origin = `http://127.0.0.1:${address.port}`;
const browser = await launch({
  executablePath: testChromiumPath(),
  args: [...chromiumArgs],
  headless: true,
});

/**
 * Runs one checker and prints what it found as soon as it is done (the others may still run).
 * @param {string} layer
 * @param {string} engine
 * @param {() => Promise<import('./findings.mjs').CheckResult>} check
 */
async function timed(layer, engine, check) {
  const started = performance.now();
  const result = await check();
  const durationMs = Math.round(performance.now() - started);
  const unit = layer.endsWith('crawl') ? 'links' : 'pages';
  console.log(
    `${layer}: ${result.passed} ${unit} clean, ${result.failed} with errors` +
      `${result.skipped ? `, ${result.skipped} outside the site skipped` : ''}` +
      ` (${(durationMs / 1000).toFixed(1)} s)`,
  );
  for (const finding of result.findings) console.log(`  ${formatFinding(finding)}`);
  return { layer, engine, result, durationMs };
}

const started = performance.now();
const runs = await Promise.all([
  timed('validators: Nu HTML Checker', 'java', () =>
    checkWithNu(pages, { java: toolPath('java') }),
  ),
  timed('validators: HTML_CodeSniffer', 'chromium', () =>
    checkWithHtmlCodeSniffer(pages, { origin, browser }),
  ),
  // The crawl starts from the pages a visitor can reach: a not-found placeholder answers 404 at
  // its own address by design.
  timed('validators: link crawl', 'node', () =>
    crawlLinks(
      pages.filter((page) => !isNotFoundPlaceholder(page.path)),
      { origin },
    ),
  ),
]).finally(async () => {
  await browser.close();
  server.close();
});

console.log(
  `${pages.length} pages checked in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

writeLayerReport(
  siteDir,
  'validators',
  runs.map(({ layer, engine, result, durationMs }) => ({
    layer,
    engine,
    passed: result.passed,
    failed: result.failed,
    skipped: result.skipped,
    durationMs,
  })),
);
if (runs.some(({ result }) => result.findings.length > 0)) process.exitCode = 1;
