// A Vitest reporter that writes what each Vitest project ran as layer-report rows (see
// layer-report.mjs), for the one summary the test command ends with.
import { writeLayerReport } from './layer-report.mjs';

/**
 * @typedef {object} Options
 * @property {string} id the report's file name: the turbo task, e.g. 'test'
 * @property {Record<string, { layer: string; engine: string }>} projects layer and engine of each
 *   Vitest project by name ('' for a config without projects)
 */

export default class VitestLayerReporter {
  /** @param {Options} options */
  constructor(options) {
    this.options = options;
    /** @type {Map<string, { startedAt: number; endedAt: number }>} */
    this.spans = new Map();
    /** @type {string} */
    this.root = process.cwd();
  }

  /** @param {{ config: { root: string } }} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /** @param {{ project: { name: string } }} testModule */
  onTestModuleStart(testModule) {
    const name = testModule.project.name;
    const span = this.spans.get(name);
    const now = performance.now();
    if (span) span.endedAt = now;
    else this.spans.set(name, { startedAt: now, endedAt: now });
  }

  /** @param {{ project: { name: string } }} testModule */
  onTestModuleEnd(testModule) {
    const span = this.spans.get(testModule.project.name);
    if (span) span.endedAt = performance.now();
  }

  /**
   * @param {ReadonlyArray<{ project: { name: string }; children: { allTests(): Iterable<{ result(): { state: string }; diagnostic(): { flaky: boolean } | undefined }> } }>} testModules
   */
  onTestRunEnd(testModules) {
    /** @type {Map<string, { passed: number; failed: number; skipped: number; flaky: number }>} */
    const counts = new Map();
    for (const testModule of testModules) {
      const name = testModule.project.name;
      const count = counts.get(name) ?? { passed: 0, failed: 0, skipped: 0, flaky: 0 };
      for (const test of testModule.children.allTests()) {
        const { state } = test.result();
        // Passed on a retry: counted as passed, and as flaky.
        if (test.diagnostic()?.flaky) count.flaky += 1;
        if (state === 'passed') count.passed += 1;
        else if (state === 'failed') count.failed += 1;
        else count.skipped += 1;
      }
      counts.set(name, count);
    }
    const rows = [...counts].map(([name, count]) => {
      // A browser project is named after its instance too: 'unit (chromium)'.
      const kind =
        this.options.projects[name] ?? this.options.projects[name.replace(/ \(.*\)$/, '')];
      if (!kind) throw new Error(`vitest-layer-reporter: no layer named for project "${name}"`);
      const span = this.spans.get(name);
      return { ...kind, ...count, durationMs: span ? span.endedAt - span.startedAt : 0 };
    });
    writeLayerReport(this.root, this.options.id, rows);
  }
}
