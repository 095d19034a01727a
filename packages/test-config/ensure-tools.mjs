#!/usr/bin/env node
// Makes sure every program the test command drives is on this machine: Debian's Chromium and its
// headless shell, Firefox ESR, WebKitGTK's WebDriver with xvfb-run, and a Java runtime. Missing
// ones are installed with apt-get when we are root on Debian; otherwise it says how, and fails
// (only warns for the headless shell, which the tests can do without).
// The one-time install is timed and reported apart from the tests (reports/tools.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { debianTools, ensureTools, howToInstall } from './debian-tools.mjs';

const names = /** @type {(keyof typeof debianTools)[]} */ (Object.keys(debianTools));
const { paths, installMs, missing, doneWithout } = ensureTools(names);
for (const [name, path] of Object.entries(paths)) console.log(`${name}: ${path}`);
if (installMs > 0) console.log(`Debian packages installed in ${(installMs / 1000).toFixed(1)} s`);

const reports = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'reports');
mkdirSync(reports, { recursive: true });
writeFileSync(join(reports, 'tools.json'), `${JSON.stringify({ installMs, paths }, null, 2)}\n`);

for (const name of doneWithout) {
  console.warn(`No ${debianTools[name].label}: ${debianTools[name].withoutIt}.`);
  console.warn(howToInstall([name]));
}
if (missing.length > 0) {
  console.error(howToInstall(missing));
  process.exit(1);
}
