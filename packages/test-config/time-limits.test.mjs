import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeTimeLimits, ofLimit } from './time-limits.mjs';

const row = (layer, durationMs, limitMs) => ({
  layer,
  engine: 'chromium',
  passed: 1,
  failed: 0,
  skipped: 0,
  durationMs: 1000,
  closestToLimit: { title: `${layer} test`, durationMs, limitMs },
});

test('gives a test’s time against its limit', () => {
  assert.equal(
    ofLimit({ title: 't', durationMs: 25_900, limitMs: 60_000 }),
    '25.9 s of 60 s (43%)',
  );
  assert.equal(ofLimit(undefined), '');
});

test('names each layer whose closest test needed more than half of its limit', () => {
  assert.equal(
    describeTimeLimits([row('pages', 25_900, 45_000), row('journeys', 12_900, 30_000)]),
    'Over half of its time limit (give it a longer limit, or make it lighter): pages: "pages test" 25.9 s of 45 s (58%).',
  );
});

test('says so when every test stayed under half, and nothing without limits', () => {
  assert.equal(
    describeTimeLimits([row('journeys', 15_000, 30_000)]),
    'Every test with a time limit ran in under half of it.',
  );
  assert.equal(describeTimeLimits([{ ...row('unit', 1, 1), closestToLimit: undefined }]), '');
});
