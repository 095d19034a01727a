// What the test command's summary says of the turbo run as a whole, from turbo's own run summary
// (`--summarize`, .turbo/runs/*.json).

/**
 * @typedef {{
 *   execution: {
 *     attempted: number;
 *     success: number;
 *     failed: number;
 *     cached: number;
 *     exitCode: number;
 *   };
 *   tasks: { taskId: string; execution?: { exitCode: number | null } }[];
 * }} TurboRun
 */

/**
 * Every way the turbo run fell short, as sentences; empty when every task it attempted
 * succeeded. Turbo's own exit code is not enough: a turbo stopped by a signal exits 0 and its
 * summary still counts every task it had started as attempted, but only the ones that ended as
 * succeeded (or cached), and lists only those. Without this the command said "All green" for a run whose
 * end-to-end layers never finished.
 *
 * @param {TurboRun | undefined} run
 * @returns {string[]}
 */
export function turboRunProblems(run) {
  if (!run) return ['turbo wrote no run summary, so what ran is unknown'];
  const { attempted, success, failed, cached, exitCode } = run.execution;
  const problems = [];
  if (exitCode !== 0) problems.push(`turbo exited with ${exitCode}`);
  const failedTasks = run.tasks
    .filter((task) => task.execution?.exitCode !== 0)
    .map((task) => task.taskId);
  if (failedTasks.length > 0) problems.push(`tasks that failed: ${failedTasks.join(', ')}`);
  // A task turbo's cache answered counts as cached, not as succeeded.
  const unfinished = attempted - success - failed - cached;
  if (unfinished > 0) {
    problems.push(`${unfinished} of the ${attempted} tasks turbo started never finished`);
  }
  return problems;
}
