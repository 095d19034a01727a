// Prints the impatient-visitor tests (e2e/impatient.spec.ts) as a Markdown table: for each
// interaction and moment, the latest run's outcome, when the action was made and when its
// effect appeared (ms since navigation start, at the CPU slowdown the report names).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{
 *   interaction: string; moment: string; path: string; viewport: string; cpuSlowdown: number;
 *   status: string; actedAtMs: number | null; effectAtMs: number | null; delayMs: number | null;
 *   liveAtMs?: string | null; leftFor?: string | null; testMs: number; error: string | null;
 *   recordedAt: string;
 * }} ImpatientRecord
 */

const file = fileURLToPath(new URL('../reports/impatient.json', import.meta.url));
if (!existsSync(file)) {
  console.error(`No report at ${file}: run \`playwright test --grep @impatient\` first.`);
  process.exit(1);
}

/** @type {ImpatientRecord[]} */
const records = JSON.parse(readFileSync(file, 'utf8'));
// The report keeps every run; the table shows each test's latest, in the order first seen.
/** @type {Map<string, ImpatientRecord>} */
const latest = new Map();
for (const record of records) {
  const key = `${record.interaction}\u0000${record.moment}`;
  const previous = latest.get(key);
  if (!previous || previous.recordedAt <= record.recordedAt) latest.set(key, record);
}

/** @param {number | string | null | undefined} value */
const ms = (value) => (value === null || value === undefined ? '–' : String(value));
const rows = [...latest.values()];
const slowdowns = [...new Set(rows.map((record) => record.cpuSlowdown))].join(', ');
console.log(`CPU slowdown ${slowdowns}x; times in ms since navigation start.\n`);
console.log(
  '| moment | interaction | result | acted at | effect at | delay | page live at | test time | failure |',
);
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const record of rows) {
  // A page that left after the action was reloaded by the form's own submission.
  const leftFor = record.leftFor ? new URL(record.leftFor) : null;
  const left = leftFor ? `page reloaded as ${leftFor.pathname}${leftFor.search ? '?…' : ''}; ` : '';
  const failure = `${left}${record.error ?? ''}`.replace(/\|/g, '\\|').slice(0, 110);
  console.log(
    `| ${record.moment} | ${record.interaction} | ${record.status} | ${ms(record.actedAtMs)} | ${ms(
      record.effectAtMs,
    )} | ${ms(record.delayMs)} | ${ms(record.liveAtMs)} | ${(record.testMs / 1000).toFixed(1)} s | ${failure} |`,
  );
}
const passed = rows.filter((record) => record.status === 'passed').length;
console.log(`\n${passed} of ${rows.length} passed.`);
