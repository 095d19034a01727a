// A Playwright reporter that writes what each Playwright project ran as layer-report rows (see
// layer-report.mjs). A test that passed on its retry counts as passed and as flaky.
import { dirname } from 'node:path';
import { writeLayerReport } from './layer-report.mjs';

/**
 * @typedef {object} Options
 * @property {string} id the report's file name: the turbo task, e.g. 'test-e2e'
 * @property {string} engine 'chromium'
 * @property {string} [layerPrefix] e.g. 'e2e' (rows are '<prefix>: <project>')
 */

export default class PlaywrightLayerReporter {
  /** @param {Options} options */
  constructor(options) {
    this.options = options;
    /** @type {{ rootDir: string } | undefined} */
    this.config = undefined;
    /** @type {import('@playwright/test/reporter').Suite | undefined} */
    this.suite = undefined;
  }

  /** @param {{ rootDir: string; configFile?: string }} config @param {import('@playwright/test/reporter').Suite} suite */
  onBegin(config, suite) {
    this.config = config;
    this.suite = suite;
  }

  onEnd() {
    if (!this.suite || !this.config) return;
    /** @type {Map<string, { passed: number; failed: number; skipped: number; flaky: number; startedAt: number; endedAt: number; closestToLimit?: import('./layer-report.mjs').TestAgainstLimit }>} */
    const projects = new Map();
    for (const test of this.suite.allTests()) {
      const name = test.parent.project()?.name ?? '';
      const row = projects.get(name) ?? {
        passed: 0,
        failed: 0,
        skipped: 0,
        flaky: 0,
        startedAt: Number.POSITIVE_INFINITY,
        endedAt: 0,
      };
      const outcome = test.outcome();
      if (outcome === 'expected') row.passed += 1;
      else if (outcome === 'flaky') {
        row.passed += 1;
        row.flaky += 1;
      } else if (outcome === 'skipped') row.skipped += 1;
      else row.failed += 1;
      for (const result of test.results) {
        const started = result.startTime.getTime();
        row.startedAt = Math.min(row.startedAt, started);
        row.endedAt = Math.max(row.endedAt, started + result.duration);
        // The run that came closest to its limit (the test's own, when it set one): a project's
        // tests may have different limits. No limit (`--timeout=0`, `--debug`) is no measure.
        const share = result.duration / test.timeout;
        const closest = row.closestToLimit
          ? row.closestToLimit.durationMs / row.closestToLimit.limitMs
          : -1;
        if (result.status !== 'skipped' && test.timeout > 0 && share > closest) {
          row.closestToLimit = {
            title: test.title,
            durationMs: result.duration,
            limitMs: test.timeout,
          };
        }
      }
      projects.set(name, row);
    }
    const prefix = this.options.layerPrefix ?? 'e2e';
    const rows = [...projects].map(([name, row]) => ({
      layer: name ? `${prefix}: ${name}` : prefix,
      engine: this.options.engine,
      passed: row.passed,
      failed: row.failed,
      skipped: row.skipped,
      flaky: row.flaky,
      durationMs: row.endedAt > row.startedAt ? row.endedAt - row.startedAt : 0,
      ...(row.closestToLimit ? { closestToLimit: row.closestToLimit } : {}),
    }));
    // The config's folder is the package's: reports/ sits beside playwright.config.ts.
    const packageDir = this.config.configFile
      ? dirname(this.config.configFile)
      : this.config.rootDir;
    writeLayerReport(packageDir, this.options.id, rows);
  }

  printsToStdio() {
    return false;
  }
}
