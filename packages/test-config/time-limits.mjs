// How close each layer's slowest test came to its time limit, for the test command's summary.
// Issue #17 asks that no test need more than half of its limit: a test that does fails on a host
// a little slower, or busier, than this one. Reported, never failed on: a timing is no CI gate.

/** @typedef {import('./layer-report.mjs').SlowestTest} SlowestTest */
/** @typedef {import('./layer-report.mjs').LayerRow} LayerRow */

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `25.9 s of 60 s (43%)`, or '' for a layer whose runner gives its tests no limit.
 * @param {SlowestTest | undefined} slowest
 */
export function ofLimit(slowest) {
  if (!slowest) return '';
  const share = Math.round((100 * slowest.durationMs) / slowest.limitMs);
  return `${seconds(slowest.durationMs)} of ${Math.round(slowest.limitMs / 1000)} s (${share}%)`;
}

/**
 * One line on the layers whose slowest test needed more than half of its limit.
 * @param {readonly LayerRow[]} rows
 */
export function describeTimeLimits(rows) {
  const overHalf = rows.filter(
    (row) => row.slowest && row.slowest.durationMs > row.slowest.limitMs / 2,
  );
  if (!rows.some((row) => row.slowest)) return '';
  if (overHalf.length === 0) return 'Every test with a time limit ran in under half of it.';
  const tests = overHalf.map(
    (row) => `${row.layer}: "${row.slowest?.title}" ${ofLimit(row.slowest)}`,
  );
  return `Over half of its time limit (give it a longer limit, or make it lighter): ${tests.join('; ')}.`;
}
