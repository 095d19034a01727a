#!/usr/bin/env node
// Finds the Chromium that tests use (never a downloaded browser): $CHROME_PATH, then Debian's
// /usr/bin/chromium. When neither exists and we are root on Debian, installs the `chromium`
// package. Prints the path; exits non-zero with a clear message when no browser can be had.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

function executable(path) {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  return candidates.find(executable);
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !executable('/usr/bin/apt-get')) return false;
  console.log('Chromium not found: installing Debian\'s "chromium" package with apt-get…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (!found && install()) found = findChromium();
  if (!found) {
    console.error(
      [
        'No Chromium found for the browser tests.',
        "Set CHROME_PATH to a Chromium or Chrome binary, or install Debian's package:",
        '  sudo apt-get update && sudo apt-get install -y chromium',
        'The tests never download a browser of their own.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`Chromium for tests: ${found}`);
}
