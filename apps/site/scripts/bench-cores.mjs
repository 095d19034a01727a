// A core of its own for the page under test. On a 2-core host, the page's main thread shares the
// cores with the rest of the lab: Chromium's browser, GPU and network processes, Lighthouse and
// the bench's server. Measured in one session on such a host (Lighthouse 12 on `/`, 3.16x), a
// main-thread task ran 2 to 10 times longer than its CPU time (a parse of 26 ms wall had 2.3 ms
// of CPU): it waited for a core. Lighthouse's simulation multiplies those wall times, so TBT was
// 69–225 ms with nothing of the page changed, and 0–23 ms with the renderer on a core of its own
// (5 runs each, alternating; the benchmarkIndex the same either way, 1,485–1,593). A phone runs a
// page's main thread on a core of its own, and Lighthouse's own advice for stable figures is
// dedicated cores and no contention (docs/variability.md). The Linux scheduler's CPU affinity is
// the mechanism for that, set with util-linux's `taskset`: Chromium forks every renderer from its
// zygotes, which pass their affinity on, so the zygotes and every renderer get the last core, and
// the browser's other processes and the bench's own process the others. The zygotes also fork
// some helper processes as Chromium needs them (a storage or data-decoder service), which start
// on the page's core: `keepPageCore`, run before every measurement, moves them off it, and fails
// the bench when a renderer is found elsewhere (say, a Chromium that stops forking renderers from
// its zygotes), so the figures never silently lose their setting.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * A CPU list as the kernel writes it (`0-2,5`), as numbers.
 *
 * @param {string} list
 * @returns {number[]}
 */
export function parseCpuList(list) {
  return list
    .trim()
    .split(',')
    .filter((part) => part.length > 0)
    .flatMap((part) => {
      const [first = '', last = first] = part.split('-');
      const from = Number(first);
      const to = Number(last);
      if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) {
        throw new Error(`Not a CPU list: "${list}"`);
      }
      return Array.from({ length: to - from + 1 }, (_, index) => from + index);
    });
}

/**
 * The page's core and the lab's: the last allowed CPU for the page, the rest for everything
 * else; null when there is one CPU only (nothing to reserve).
 *
 * @param {readonly number[]} allowed the CPUs this process may use
 * @returns {{ page: number; lab: number[] } | null}
 */
export function planCores(allowed) {
  const cpus = [...new Set(allowed)].sort((a, b) => a - b);
  const page = cpus.at(-1);
  if (page === undefined || cpus.length < 2) return null;
  return { page, lab: cpus.slice(0, -1) };
}

/**
 * Which of Chromium's processes a command line is: `renderer`, `zygote`, `gpu-process`,
 * `utility`… from its `--type` switch, `browser` without one.
 *
 * @param {string} commandLine the arguments, separated by spaces
 */
export function chromiumProcessType(commandLine) {
  return /(?:^|\s)--type=([\w-]+)/.exec(commandLine)?.[1] ?? 'browser';
}

/** Processes that must be on the page's core: those a page runs in, and the one that forks them. */
const PAGE_TYPES = new Set(['renderer', 'zygote']);

/**
 * @typedef {{ pid: number; type: string; cpus: number[]; commandLine: string }} ChromiumProcess
 */

/** @param {number} pid */
function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces; the parent's pid is the second field after.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    const cpus = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { pid, parent, commandLine, cpus: parseCpuList(cpus?.[1] ?? '') };
  } catch {
    // The process ended while being read.
    return null;
  }
}

/** Every process this user can read, as `readProcess` gives it. */
function allProcesses() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readProcess(Number(name)) ?? []);
}

/**
 * The browser started by this process and everything under it.
 *
 * @param {number} browserPid
 * @returns {ChromiumProcess[]}
 */
function chromiumTree(browserPid) {
  const all = allProcesses();
  const inTree = new Set([browserPid]);
  // Parents come before their children in pid order only usually: repeat until nothing joins.
  for (let grown = true; grown; ) {
    grown = false;
    for (const entry of all) {
      if (!inTree.has(entry.pid) && inTree.has(entry.parent)) {
        inTree.add(entry.pid);
        grown = true;
      }
    }
  }
  return all
    .filter((entry) => inTree.has(entry.pid))
    .map((entry) => ({
      pid: entry.pid,
      type: chromiumProcessType(entry.commandLine),
      cpus: entry.cpus,
      commandLine: entry.commandLine,
    }));
}

/**
 * The pid of the one Chromium this process launched. Playwright starts it as a child, with a
 * remote-debugging switch; the path may be a launcher script (Debian's /usr/bin/chromium) that
 * replaced itself with the browser, so the switches tell it, not the path.
 */
export function launchedBrowserPid() {
  const browsers = allProcesses().filter(
    (entry) =>
      entry.parent === process.pid &&
      entry.commandLine.includes('--remote-debugging-') &&
      chromiumProcessType(entry.commandLine) === 'browser',
  );
  const [browser, ...others] = browsers;
  if (!browser || others.length > 0) {
    throw new Error(`Expected one Chromium started by this process, found ${browsers.length}`);
  }
  return browser.pid;
}

/**
 * Puts every thread of a process on these CPUs.
 *
 * @param {number} pid
 * @param {readonly number[]} cpus
 */
function pin(pid, cpus) {
  execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus.join(','), String(pid)], {
    stdio: 'ignore',
  });
}

/** @param {ChromiumProcess} chromium */
const belongsOnPageCore = (chromium) => PAGE_TYPES.has(chromium.type);

/**
 * The CPUs a process of this browser runs on under the plan.
 *
 * @param {ChromiumProcess} chromium
 * @param {{ page: number; lab: readonly number[] }} plan
 */
const plannedCpus = (chromium, plan) => (belongsOnPageCore(chromium) ? [plan.page] : plan.lab);

/**
 * Gives the page's processes of this browser a core of their own and puts the rest of the lab
 * (the browser's other processes and this process) on the other cores. Returns the plan, or the
 * reason none could be made (one CPU; not Linux; no `taskset`), which the report then states.
 *
 * @param {number} browserPid
 * @returns {{ page: number; lab: number[] } | { reason: string }}
 */
export function reservePageCore(browserPid) {
  if (process.platform !== 'linux') return { reason: 'CPU affinity is set on Linux only' };
  const self = readProcess(process.pid);
  const plan = planCores(self?.cpus ?? []);
  if (!plan) return { reason: 'this host gives the bench one CPU' };
  try {
    pin(process.pid, plan.lab);
    for (const chromium of chromiumTree(browserPid)) {
      pin(chromium.pid, plannedCpus(chromium, plan));
    }
  } catch (error) {
    return { reason: `taskset (util-linux) failed: ${String(error)}` };
  }
  return plan;
}

/**
 * Problems with the reserved core, as found now: a renderer (or a zygote) off the page's core,
 * and, while a page is open, no renderer at all (the processes are no longer what this file
 * expects).
 *
 * @param {readonly ChromiumProcess[]} processes
 * @param {{ page: number; lab: readonly number[] }} plan
 * @param {{ pageOpen: boolean }} options
 */
export function pageCoreProblems(processes, plan, { pageOpen }) {
  const problems = [];
  if (pageOpen && !processes.some((chromium) => chromium.type === 'renderer')) {
    problems.push('no renderer process was found while a page was open');
  }
  for (const chromium of processes) {
    const planned = plannedCpus(chromium, plan).join(',');
    if (belongsOnPageCore(chromium) && chromium.cpus.join(',') !== planned) {
      problems.push(
        `${chromium.type} ${chromium.pid} runs on CPUs ${chromium.cpus.join(',')}, not ${planned} (${chromium.commandLine.slice(0, 80)})`,
      );
    }
  }
  return problems;
}

/**
 * Before a measurement: moves the helper processes Chromium started since the last call off the
 * page's core, then fails loudly when the page's processes are not on it (see the top of this
 * file). `pageOpen`: a page is open now, so a renderer must be found.
 *
 * @param {number} browserPid
 * @param {{ page: number; lab: readonly number[] }} plan
 * @param {{ pageOpen: boolean }} options
 */
export function keepPageCore(browserPid, plan, options) {
  const processes = chromiumTree(browserPid);
  for (const chromium of processes) {
    if (!belongsOnPageCore(chromium) && chromium.cpus.includes(plan.page)) {
      try {
        pin(chromium.pid, plan.lab);
      } catch {
        // It ended in the meantime.
      }
    }
  }
  const problems = pageCoreProblems(processes, plan, options);
  if (problems.length > 0) {
    throw new Error(
      `The page under test is not on a core of its own (CPU ${plan.page}):\n- ${problems.join('\n- ')}`,
    );
  }
}
