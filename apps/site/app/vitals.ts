import type { Metric } from 'web-vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/** Receives each Core Web Vitals measurement. */
export type VitalsReporter = (metric: Metric) => void;

const reporters = new Set<VitalsReporter>();

/**
 * Registers where measurements go (an analytics endpoint, `navigator.sendBeacon`, …). Nothing is
 * sent anywhere by default; in development every measurement is logged to the console.
 */
export function addVitalsReporter(reporter: VitalsReporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

function report(metric: Metric) {
  for (const reporter of reporters) reporter(metric);
}

/** Starts measuring. Loaded lazily, after the page is interactive, so it never delays it. */
export function startVitals() {
  if (import.meta.env.DEV) addVitalsReporter((metric) => console.info('[web-vitals]', metric));
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
}
