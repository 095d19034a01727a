#!/usr/bin/env node
// The README's test command: every layer, then one summary of what ran. Steps:
//   1. the system browsers and Java (packages/test-config/ensure-tools.mjs), installed from
//      Debian's packages when missing; that one-time install is timed and reported apart;
//   2. Biome (lint and format);
//   3. turbo: type-checks, unit and component tests, the end-to-end suites, the validators and
//      the consumer test, each cached by turbo (a repeat run with nothing changed replays them);
//   4. the summary: per layer and engine, tests passed, failed and skipped and the time taken
//      (from the layer reports each task writes, see packages/test-config/layer-report.mjs), and
//      each layer's test that came closest to its time limit (packages/test-config/time-limits.mjs),
//      per turbo task its time and whether turbo's cache answered, and how busy the cores were
//      while the tests ran (packages/test-config/cpu-usage.mjs).
// Exits non-zero when any step failed; the summary is printed either way.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCpu, readCpu } from '../packages/test-config/cpu-usage.mjs';
import { describeTimeLimits, ofLimit, seconds } from '../packages/test-config/time-limits.mjs';
import { turboRunProblems } from '../packages/test-config/turbo-run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The turbo tasks the test command runs (each package defines the ones it has). */
export const testTasks = [
  'typecheck',
  'test',
  'test:e2e',
  'test:engines',
  'test:validators',
  'test:consumer',
];

/**
 * Tasks at once. Two cores: a second task overlaps one task's waits (a browser loading, a
 * single-threaded type-check) with another's work.
 */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script, which runs turbo; no task sees it.
const concurrency = process.env.TEST_CONCURRENCY ?? '2';

/** @param {string} command @param {string[]} args @returns {Promise<{ code: number; ms: number }>} */
function run(command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => resolve({ code: code ?? 1, ms: performance.now() - started }));
    child.on('error', () => resolve({ code: 1, ms: performance.now() - started }));
  });
}

/** The workspace's package folders (apps/*, packages/*). */
function packageDirs() {
  return ['apps', 'packages'].flatMap((group) => {
    const dir = join(root, group);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .map((name) => join(dir, name))
      .filter((path) => existsSync(join(path, 'package.json')));
  });
}

const layerDirs = () => packageDirs().map((dir) => join(dir, 'reports', 'layers'));

/** @typedef {import('../packages/test-config/layer-report.mjs').LayerRow & { source: string }} SourcedRow */

/** @returns {SourcedRow[]} */
function readLayerRows() {
  return layerDirs().flatMap((dir) => {
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const rows = /** @type {import('../packages/test-config/layer-report.mjs').LayerRow[]} */ (
          JSON.parse(readFileSync(join(dir, file), 'utf8'))
        );
        return rows.map((row) => ({ ...row, source: relative(root, join(dir, file)) }));
      });
  });
}

/** The summary turbo wrote for this run (`--summarize`), or undefined. */
function readTurboSummary(since) {
  const dir = join(root, '.turbo', 'runs');
  if (!existsSync(dir)) return undefined;
  const newest = readdirSync(dir)
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return undefined;
  return /** @type {import('../packages/test-config/turbo-run.mjs').TurboRun & { tasks: { taskId: string; cache: { status: string }; execution?: { startTime: number; endTime: number; exitCode: number | null } }[] }} */ (
    JSON.parse(readFileSync(newest, 'utf8'))
  );
}

/** @param {string[]} header @param {string[][]} rows */
function table(header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

const startedAt = Date.now();
const wall = performance.now();

// Rows from an earlier run must not be reported as this run's: turbo restores a cached task's.
for (const dir of layerDirs()) rmSync(dir, { recursive: true, force: true });

const tools = await run('node', ['packages/test-config/ensure-tools.mjs']);
let toolsInstallMs = 0;
try {
  toolsInstallMs = JSON.parse(readFileSync(join(root, 'reports', 'tools.json'), 'utf8')).installMs;
} catch {
  // ensure-tools failed before writing its report; its own message says why.
}

// The cores' busy time from here on: the tests', not the one-time install of Debian's packages.
const cpuAtStart = readCpu();
const steps = [];
if (tools.code === 0) {
  // `pnpm test` puts the workspace's node_modules/.bin on PATH, whichever pnpm started it.
  const biome = await run('biome', ['ci', '.']);
  steps.push({ name: 'lint and format (Biome)', ...biome });
  const turbo = await run('turbo', [
    'run',
    ...testTasks,
    `--concurrency=${concurrency}`,
    // Every layer runs and reports even when another fails, so the summary is whole.
    '--continue',
    '--summarize',
  ]);
  steps.push({ name: 'turbo', ...turbo });
}

const cpuAtEnd = readCpu();
const layerRows = readLayerRows();
const turboSummary = readTurboSummary(startedAt);
const totalMs = performance.now() - wall;

console.log('\n## Test summary\n');
console.log(
  table(
    ['Layer', 'Engine', 'Passed', 'Failed', 'Skipped', 'Time', 'Closest to its time limit'],
    [
      ...steps
        .filter((step) => step.name !== 'turbo')
        .map((step) => [
          step.name,
          'node',
          step.code === 0 ? '1' : '0',
          step.code === 0 ? '0' : '1',
          '0',
          seconds(step.ms),
          '',
        ]),
      ...layerRows
        .sort((a, b) => a.layer.localeCompare(b.layer) || a.engine.localeCompare(b.engine))
        .map((row) => [
          row.flaky ? `${row.layer} (${row.flaky} flaky)` : row.layer,
          row.engine,
          String(row.passed),
          String(row.failed),
          String(row.skipped),
          seconds(row.durationMs),
          ofLimit(row.closestToLimit),
        ]),
    ],
  ),
);
const timeLimits = describeTimeLimits(layerRows);
if (timeLimits) console.log(`\n${timeLimits}`);

if (turboSummary) {
  const tasks = turboSummary.tasks
    .filter((task) => task.execution)
    .sort((a, b) => (a.execution?.startTime ?? 0) - (b.execution?.startTime ?? 0));
  console.log('\n### turbo tasks\n');
  console.log(
    table(
      ['Task', 'Cache', 'Exit', 'Time'],
      tasks.map((task) => [
        task.taskId,
        task.cache.status === 'HIT' ? 'hit' : 'ran',
        String(task.execution?.exitCode ?? '?'),
        seconds((task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)),
      ]),
    ),
  );
}

if (cpuAtStart && cpuAtEnd) {
  console.log(`\n${describeCpu(cpuAtStart, cpuAtEnd)}`);
}

// Only when turbo ran: without the system tools it is never started, and that says so above.
const turboProblems = steps.some((step) => step.name === 'turbo')
  ? turboRunProblems(turboSummary)
  : [];
for (const problem of turboProblems) console.log(`\nturbo: ${problem}.`);
const failed =
  tools.code !== 0 || steps.some((step) => step.code !== 0) || turboProblems.length > 0;
const failedRows = layerRows.filter((row) => row.failed > 0);
console.log(
  `\nWhole test command: ${seconds(totalMs)}${
    toolsInstallMs > 0
      ? `, of which ${seconds(toolsInstallMs)} installing Debian's packages (one-time, not a test)`
      : ''
  }. ${failed || failedRows.length > 0 ? 'FAILED' : 'All green'}${
    failedRows.length > 0
      ? `: ${failedRows.map((row) => `${row.layer} (${row.engine})`).join(', ')}`
      : ''
  }.`,
);
process.exit(failed ? 1 : 0);
