// How close each layer's tests came to their time limits, for the test command's summary.
// Issue #17 asks that no test need more than half of its limit: a test that does fails on a host
// a little slower, or busier, than this one. Reported, never failed on: a timing is no CI gate.

/** @typedef {import('./layer-report.mjs').TestAgainstLimit} TestAgainstLimit */
/** @typedef {import('./layer-report.mjs').LayerRow} LayerRow */

/** A duration as the test command's summary writes every one: `25.9 s`. */
export const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `25.9 s of 60 s (43%)`, or '' for a layer whose runner gives its tests no limit.
 * @param {TestAgainstLimit | undefined} test
 */
export function ofLimit(test) {
  if (!test) return '';
  const share = Math.round((100 * test.durationMs) / test.limitMs);
  return `${seconds(test.durationMs)} of ${Math.round(test.limitMs / 1000)} s (${share}%)`;
}

/**
 * One line on the layers whose closest test needed more than half of its limit.
 * @param {readonly LayerRow[]} rows
 */
export function describeTimeLimits(rows) {
  if (!rows.some((row) => row.closestToLimit)) return '';
  const overHalf = rows.filter(
    (row) => row.closestToLimit && row.closestToLimit.durationMs > row.closestToLimit.limitMs / 2,
  );
  if (overHalf.length === 0) return 'Every test with a time limit ran in under half of it.';
  const tests = overHalf.map(
    (row) => `${row.layer}: "${row.closestToLimit?.title}" ${ofLimit(row.closestToLimit)}`,
  );
  return `Over half of its time limit (give it a longer limit, or make it lighter): ${tests.join('; ')}.`;
}
