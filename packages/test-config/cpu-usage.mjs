// How much CPU a run took, for the test command's summary (scripts/test.mjs). The run is judged
// by its wall-clock time, and on a 2-core host that time follows the CPU the checks need: a run
// that keeps both cores busy gets faster only with less work per check, never with more tasks
// at once. Saying both numbers at the end of every run shows which case a change is in.
//
// Linux only (/proc); elsewhere every reading is `undefined` and the summary leaves the line out.
import { readFileSync } from 'node:fs';

/** Clock ticks a second in /proc's CPU times: USER_HZ, 100 on every Linux the kernel ABI allows. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used by the finished children of this process and their descendants: /proc's
 * `cutime` and `cstime` count each process once its parent has waited for it, so every test
 * process, browser and server a task started is in it once the task has ended.
 * @param {string} stat the text of /proc/<pid>/stat
 */
export function childrenCpuSeconds(stat) {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of the line (cutime, cstime) are the 14th and 15th after the name.
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) {
    throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  }
  return (cutime + cstime) / TICKS_PER_SECOND;
}

/**
 * The machine's CPU time so far, all cores together: busy (every process's, this run's and any
 * other's) and the total, from the first line of /proc/stat.
 * @param {string} procStat the text of /proc/stat
 * @returns {{ busySeconds: number; totalSeconds: number }}
 */
export function machineCpuSeconds(procStat) {
  const first = procStat.split('\n', 1)[0] ?? '';
  if (!first.startsWith('cpu ')) throw new Error(`not /proc/stat: ${first.slice(0, 80)}`);
  // user nice system idle iowait irq softirq steal (guest time is already in user and nice).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = first
    .slice(4)
    .trim()
    .split(/\s+/)
    .map(Number);
  const values = [user, nice, system, idle, iowait, irq, softirq, steal].map((value) => value ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  // Idle and waiting for a disk are time a core could have given; steal went to another guest.
  const unused = (idle ?? 0) + (iowait ?? 0) + (steal ?? 0);
  return {
    busySeconds: (total - unused) / TICKS_PER_SECOND,
    totalSeconds: total / TICKS_PER_SECOND,
  };
}

/**
 * @typedef {object} CpuReading
 * @property {number} childrenSeconds this process's finished children, see childrenCpuSeconds
 * @property {number} busySeconds the machine's, see machineCpuSeconds
 * @property {number} totalSeconds
 */

/** @returns {CpuReading | undefined} now, or undefined where there is no /proc */
export function readCpu() {
  try {
    return {
      childrenSeconds: childrenCpuSeconds(readFileSync('/proc/self/stat', 'utf8')),
      ...machineCpuSeconds(readFileSync('/proc/stat', 'utf8')),
    };
  } catch {
    return undefined;
  }
}

/**
 * One sentence on the CPU between two readings: what the run's own processes used, against
 * what the cores could give in that time, and how busy the machine was (other work included).
 * @param {CpuReading} start
 * @param {CpuReading} end
 * @param {number} cores
 */
export function describeCpu(start, end, cores) {
  const used = end.childrenSeconds - start.childrenSeconds;
  const total = end.totalSeconds - start.totalSeconds;
  const busy = end.busySeconds - start.busySeconds;
  const wall = total / cores;
  const percent = (part) => (total > 0 ? Math.round((100 * part) / total) : 0);
  const whole = (seconds) => Math.round(seconds).toLocaleString('en-US');
  return `CPU: the tests used ${whole(used)} core-seconds in ${whole(wall)} s on ${cores} cores, ${percent(
    used,
  )}% of what the cores could give; the machine was ${percent(busy)}% busy, other work included.`;
}
