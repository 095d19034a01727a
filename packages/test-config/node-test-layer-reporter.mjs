// A reporter for Node's test runner that writes its tests as a layer-report row (see
// layer-report.mjs). Layer name and file come from the environment the package script sets.
import { writeLayerReport } from './layer-report.mjs';

/** @param {AsyncIterable<{ type: string; data: { nesting: number; skip?: unknown; todo?: unknown } }>} source */
export default async function* nodeTestLayerReporter(source) {
  const started = performance.now();
  const row = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.data?.nesting !== 0) continue;
    if (event.type === 'test:pass') {
      if (event.data.skip || event.data.todo) row.skipped += 1;
      else row.passed += 1;
    } else if (event.type === 'test:fail') row.failed += 1;
  }
  writeLayerReport(process.cwd(), 'test', [
    {
      layer: process.env.LAYER_NAME ?? 'unit',
      engine: 'node',
      ...row,
      durationMs: performance.now() - started,
    },
  ]);
  yield '';
}
