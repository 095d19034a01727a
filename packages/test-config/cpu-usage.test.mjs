import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { childrenCpuSeconds, describeCpu, machineCpuSeconds, readCpu } from './cpu-usage.mjs';

test('reads a process’s children’s CPU from /proc/<pid>/stat, spaces in its name and all', () => {
  // Fields after the name: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt
  // utime stime cutime cstime …
  const stat = '4242 (node my tests) S 1 4242 4242 0 -1 4194304 10 20 0 0 7 3 1234 66 20 0 1';
  assert.equal(childrenCpuSeconds(stat), 13);
});

test('refuses what is not a stat line', () => {
  assert.throws(() => childrenCpuSeconds('hello'), /not a \/proc\/<pid>\/stat line/);
});

test('reads the machine’s busy and total CPU from /proc/stat; idle, iowait and steal are not busy', () => {
  const procStat =
    'cpu  1000 200 300 4000 100 10 20 70 0 0\ncpu0 500 100 150 2000 50 5 10 35 0 0\n';
  assert.deepEqual(machineCpuSeconds(procStat), { busySeconds: 15.3, totalSeconds: 57 });
});

test('says what the run used against what the cores could give', () => {
  const start = { childrenSeconds: 10, busySeconds: 100, totalSeconds: 1000 };
  const end = { childrenSeconds: 1810, busySeconds: 2020, totalSeconds: 3000 };
  assert.equal(
    describeCpu(start, end, 2),
    'CPU: the tests used 1,800 core-seconds in 1,000 s on 2 cores, 90% of what the cores could give; the machine was 96% busy, other work included.',
  );
});

test('counts the CPU of a finished child and of the processes it started', {
  skip: !existsSync('/proc/self/stat'),
}, () => {
  const before = readCpu();
  // A child that starts a grandchild, and both spin for a while.
  const spin = 'const end = Date.now() + 400; while (Date.now() < end);';
  spawnSync(process.execPath, [
    '-e',
    `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(spin)}]); ${spin}`,
  ]);
  const after = readCpu();
  assert.ok(before && after);
  assert.ok(
    after.childrenSeconds - before.childrenSeconds >= 0.6,
    `${after.childrenSeconds - before.childrenSeconds} s`,
  );
});
