export interface LayerRow {
  /** e.g. 'unit', 'component (Storybook)', 'e2e', 'validators: Nu HTML Checker' */
  layer: string;
  /** 'chromium', 'firefox', 'webkit', 'node' or 'java' */
  engine: string;
  passed: number;
  failed: number;
  skipped: number;
  /** passed only on a retry (counted in `passed` too) */
  flaky?: number;
  /** wall-clock time of the layer */
  durationMs: number;
  /**
   * The layer's test that came closest to its time limit, where the runner gives each test one
   * (no test may need more than half of it: issue #17).
   */
  closestToLimit?: TestAgainstLimit;
}
export interface TestAgainstLimit {
  title: string;
  /** that run's time (a retry counts on its own) */
  durationMs: number;
  /** its time limit */
  limitMs: number;
}
/** Writes `<packageDir>/reports/layers/<id>.json`, which turbo keeps as the task's output. */
export function writeLayerReport(packageDir: string, id: string, rows: LayerRow[]): void;
