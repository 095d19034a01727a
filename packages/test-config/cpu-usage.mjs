// How busy the machine's cores were while the tests ran, for the test command's summary
// (scripts/test.mjs). The run is judged by its wall-clock time, and on a 2-core host that time
// follows the CPU the checks need: a run that keeps both cores busy gets faster only with less
// work per check, never with more tasks at once. Saying it at the end of every run shows which
// case a change is in.
//
// The machine's figure, not the run's own: the CPU of a process's descendants reaches it only
// through parents that wait for their children, and browsers leave processes to init (in one
// fresh-clone run, /proc/self's children's times held 766 of the ~2,000 core-seconds the run
// kept busy). On a machine doing nothing else the two are the same; the line says it includes
// other work.
//
// Linux only (/proc); elsewhere every reading is `undefined` and the summary leaves the line out.
import { readFileSync } from 'node:fs';

/** Clock ticks a second in /proc's CPU times: USER_HZ, 100 on every Linux the kernel ABI allows. */
const TICKS_PER_SECOND = 100;

/**
 * @typedef {object} CpuReading
 * @property {number} cores the machine's cores (the `cpuN` lines), which the totals add up
 * @property {number} busySeconds CPU time the cores spent working, all cores together
 * @property {number} totalSeconds all CPU time, idle included
 */

/**
 * The machine's CPU time so far, from the first line of /proc/stat.
 * @param {string} procStat the text of /proc/stat
 * @returns {CpuReading}
 */
export function machineCpuSeconds(procStat) {
  const first = procStat.split('\n', 1)[0] ?? '';
  if (!first.startsWith('cpu ')) throw new Error(`not /proc/stat: ${first.slice(0, 80)}`);
  // user nice system idle iowait irq softirq steal (guest time is already in user and nice).
  const values = first
    .slice(4)
    .trim()
    .split(/\s+/)
    .slice(0, 8)
    .map((value) => Number(value) || 0);
  const [, , , idle = 0, iowait = 0, , , steal = 0] = values;
  const total = values.reduce((sum, value) => sum + value, 0);
  // Idle and waiting for a disk are time a core could have given; steal went to another guest.
  const unused = idle + iowait + steal;
  return {
    cores: procStat.split('\n').filter((line) => /^cpu\d+ /.test(line)).length,
    busySeconds: (total - unused) / TICKS_PER_SECOND,
    totalSeconds: total / TICKS_PER_SECOND,
  };
}

/** @returns {CpuReading | undefined} now, or undefined where there is no /proc */
export function readCpu() {
  try {
    return machineCpuSeconds(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * One sentence on the CPU between two readings: how busy the cores were, and what that was in
 * core-seconds.
 * @param {CpuReading} start
 * @param {CpuReading} end
 */
export function describeCpu(start, end) {
  const { cores } = end;
  const total = end.totalSeconds - start.totalSeconds;
  const busy = end.busySeconds - start.busySeconds;
  const percent = total > 0 ? Math.round((100 * busy) / total) : 0;
  const whole = (seconds) => Math.round(seconds).toLocaleString('en-US');
  return `CPU: the ${cores} cores were ${percent}% busy while the tests ran (${whole(
    busy,
  )} of ${whole(total)} core-seconds in ${whole(total / cores)} s), this run and any other work together.`;
}
