// One format for what each test layer ran, so the test command can end with one summary
// (scripts/test.mjs). A task writes its rows into its package's `reports/layers/` folder,
// which turbo keeps as the task's output: a cached run replays the rows of the run it skipped.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} LayerRow
 * @property {string} layer e.g. 'unit', 'component (Storybook)', 'e2e', 'validators: Nu HTML Checker'
 * @property {string} engine 'chromium', 'firefox', 'webkit', 'node' or 'java'
 * @property {number} passed
 * @property {number} failed
 * @property {number} skipped
 * @property {number} [flaky] passed only on a retry (counted in `passed` too)
 * @property {number} durationMs wall-clock time of the layer
 * @property {TestAgainstLimit} [closestToLimit] the layer's test that came closest to its time limit, where
 *   the runner gives each test one (no test may need more than half of it: issue #17)
 */

/**
 * @typedef {object} TestAgainstLimit
 * @property {string} title
 * @property {number} durationMs that run's time (a retry counts on its own)
 * @property {number} limitMs its time limit
 */

/**
 * Writes `<packageDir>/reports/layers/<id>.json`.
 * @param {string} packageDir
 * @param {string} id file name without extension, unique within the package
 * @param {LayerRow[]} rows
 */
export function writeLayerReport(packageDir, id, rows) {
  const folder = join(packageDir, 'reports', 'layers');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${id}.json`), `${JSON.stringify(rows, null, 2)}\n`);
}
