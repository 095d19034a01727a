export interface LayerRow {
  /** e.g. 'unit', 'component (Storybook)', 'e2e', 'validators: Nu HTML Checker' */
  layer: string;
  /** 'chromium', 'firefox', 'webkit', 'node' or 'java' */
  engine: string;
  passed: number;
  failed: number;
  skipped: number;
  /** wall-clock time of the layer */
  durationMs: number;
}
/** Writes `<packageDir>/reports/<id>.json`, which turbo keeps as the task's output. */
export function writeLayerReport(packageDir: string, id: string, rows: LayerRow[]): void;
