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

/**
 * A run is taken again when the phone it emulated (the host's index during the run divided by
 * the run's slowdown) is this far from the phone asked for: a shared host's speed moves by 30%
 * and more within a minute, and a run on a host that slowed down emulated a slower phone.
 */
export const RETAKE_LIMIT = 0.2;

/** Retakes per run at most: a host that keeps moving is reported, not chased for ever. */
export const MAX_RETAKES = 2;

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
 * The host's speed as the bench goes: the median of its latest benchmark indexes (the
 * calibration's samples first, then each Lighthouse run's own index and each sample taken before
 * an interaction run). Each run's slowdown is set from it, so the emulated phone follows the
 * host as it speeds up or slows down, while one odd sample moves it little.
 *
 * @param {readonly number[]} samples the calibration's
 * @param {number} [keep] how many of the latest indexes count
 */
export function hostSpeed(samples, keep = 5) {
  const latest = samples.filter((index) => index > 0).slice(-keep);
  if (latest.length === 0) throw new Error('Cannot calibrate: no host index was measured');
  return {
    /** @param {number} index */
    observe(index) {
      if (!(index > 0)) return;
      latest.push(index);
      if (latest.length > keep) latest.shift();
    },
    get index() {
      return median(latest);
    },
  };
}

/**
 * How far the phone a run emulated is from the device asked for, as a signed share (-0.3: a
 * phone 30% slower); null while within RETAKE_LIMIT, and null when the slowdown was already 1
 * (a host slower than the device cannot do better, so taking the run again would not help).
 *
 * @param {number} deviceIndex
 * @param {number} runHostIndex the host's index during the run (Lighthouse's own)
 * @param {number} multiplier the run's slowdown
 */
export function emulationMiss(deviceIndex, runHostIndex, multiplier) {
  if (multiplier <= 1 || !(runHostIndex > 0)) return null;
  const change = runHostIndex / multiplier / deviceIndex - 1;
  return Math.abs(change) > RETAKE_LIMIT ? change : null;
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
 * @param {() => void} [whilePageOpen] runs with the sample's page open, before it is measured (the
 *   bench checks there that the page has its own core)
 */
export async function openBenchmark(browser, whilePageOpen = () => {}) {
  const sample = async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      whilePageOpen();
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
