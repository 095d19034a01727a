import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeCpu, machineCpuSeconds } from './cpu-usage.mjs';

test('reads the machine’s busy and total CPU from /proc/stat; idle, iowait and steal are not busy', () => {
  const procStat =
    'cpu  1000 200 300 4000 100 10 20 70 0 0\ncpu0 500 100 150 2000 50 5 10 35 0 0\n';
  assert.deepEqual(machineCpuSeconds(procStat), { cores: 1, busySeconds: 15.3, totalSeconds: 57 });
});

test('refuses what is not /proc/stat', () => {
  assert.throws(() => machineCpuSeconds('hello'), /not \/proc\/stat/);
});

test('says how busy the cores were between two readings', () => {
  const start = { cores: 2, busySeconds: 100, totalSeconds: 1000 };
  const end = { cores: 2, busySeconds: 2020, totalSeconds: 3000 };
  assert.equal(
    describeCpu(start, end),
    'CPU: the 2 cores were 96% busy while the tests ran (1,920 of 2,000 core-seconds in 1,000 s), this run and any other work together.',
  );
});
