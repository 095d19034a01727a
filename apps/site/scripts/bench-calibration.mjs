// CPU calibration for the bench: Lighthouse's fixed 4x slowdown emulates a phone only on a host
// of desktop speed (benchmarkIndex about 2000); on a slower host it emulates a slower phone.
// Measuring the host's index the way Lighthouse does and dividing it by the phone's index gives
// the slowdown that emulates the same phone on every host.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phones the bench emulates, by benchmarkIndex (Chrome DevTools' CPU calibration uses 1000
 * for a mid-tier phone and 264 for a low-tier one). Budgets hold on the first: 500 is what
 * Lighthouse's default 4x makes of a host of index 2000, the figures the budgets were set on.
 */
export const devices = [
  { id: 'budget', name: 'phone of index 500', index: 500 },
  { id: 'lowTier', name: 'low-tier phone of index 264', index: 264 },
];

/** A run whose host index is this far from the calibration emulated another phone. */
export const DRIFT_LIMIT = 0.25;

/**
 * The CPU slowdown that makes this host behave like the device. Chromium cannot speed a page up,
 * so a host slower than the device gets 1 (and emulates a slower device than asked).
 *
 * @param {number} hostIndex
 * @param {number} deviceIndex
 */
export function cpuMultiplier(hostIndex, deviceIndex) {
  if (!(hostIndex > 0) || !(deviceIndex > 0)) {
    throw new Error(`Cannot calibrate: host index ${hostIndex}, device index ${deviceIndex}`);
  }
  return Math.max(1, Math.round((hostIndex / deviceIndex) * 100) / 100);
}

/**
 * How far a run's host index moved from the calibration, as a signed share (-0.3 = 30% slower);
 * null while within DRIFT_LIMIT.
 *
 * @param {number} calibratedIndex
 * @param {number} runIndex
 */
export function drift(calibratedIndex, runIndex) {
  const change = runIndex / calibratedIndex - 1;
  return Math.abs(change) > DRIFT_LIMIT ? change : null;
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Lighthouse's own benchmark (its `computeBenchmarkIndex` page function, about one second a
 * sample) in the bench's browser, without throttling, measured as Lighthouse measures it: once,
 * in a page just opened. (A page kept open and warmed up reads some 20% higher than the
 * `benchmarkIndex` Lighthouse reports for the same host, which would emulate a slower phone than
 * the budgets are set for.)
 *
 * @param {import('@playwright/test').Browser} browser
 */
export async function openBenchmark(browser) {
  const sample = async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      return await page.evaluate(pageFunctions.computeBenchmarkIndex);
    } finally {
      await context.close();
    }
  };
  return { sample, close: async () => {} };
}

/**
 * The host's benchmarkIndex: the median of several samples.
 *
 * @param {{ sample: () => Promise<number> }} benchmark
 * @param {number} count
 */
export async function hostBenchmarkIndex(benchmark, count = 5) {
  const samples = [];
  for (let taken = 0; taken < count; taken += 1) samples.push(await benchmark.sample());
  return { index: median(samples), samples };
}
