import assert from 'node:assert/strict';
import { test } from 'node:test';
import { turboRunProblems } from './turbo-run.mjs';

const task = (taskId, exitCode = 0) => ({ taskId, execution: { exitCode } });

test('a run whose every task succeeded, or was answered by the cache, has no problem', () => {
  const run = {
    execution: { attempted: 3, success: 2, failed: 0, cached: 1, exitCode: 0 },
    tasks: [task('@firm/ui#test'), task('@firm/site#test:e2e'), task('@firm/data#build')],
  };
  assert.deepEqual(turboRunProblems(run), []);
});

test('a turbo stopped by a signal exits 0, but its started tasks never finished', () => {
  // The shape turbo 2 wrote when it was stopped while three tasks ran (e2e, engines, validators).
  const run = {
    execution: { attempted: 17, success: 14, failed: 0, cached: 0, exitCode: 0 },
    tasks: Array.from({ length: 14 }, (_, index) => task(`task-${index}`)),
  };
  assert.deepEqual(turboRunProblems(run), ['3 of the 17 tasks turbo started never finished']);
});

test('failed tasks are named', () => {
  const run = {
    execution: { attempted: 2, success: 1, failed: 1, cached: 0, exitCode: 1 },
    tasks: [task('@firm/ui#test'), task('@firm/site#test:e2e', 1)],
  };
  assert.deepEqual(turboRunProblems(run), [
    'turbo exited with 1',
    'tasks that failed: @firm/site#test:e2e',
  ]);
});

test('no summary means nothing is known', () => {
  assert.deepEqual(turboRunProblems(undefined), [
    'turbo wrote no run summary, so what ran is unknown',
  ]);
});
