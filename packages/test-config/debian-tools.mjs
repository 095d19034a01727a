// Finds the system programs the tests drive (never a downloaded browser) and, when one is missing
// and we are root on Debian, installs Debian's package for it. One table owns every program's
// candidate paths and package names, so Chromium, Firefox, WebKit and Java are found alike.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * @typedef {object} DebianTool
 * @property {string} label what the tool is, for messages
 * @property {() => (string | undefined)[]} candidates paths to try, in order
 * @property {string[]} packages Debian packages that provide it
 * @property {string} [withoutIt] set on a tool the tests can do without: what they use instead
 */

/**
 * @type {Record<'chromium' | 'chromiumHeadlessShell' | 'firefox' | 'webkitDriver' | 'xvfbRun' |
 *   'java', DebianTool>}
 */
export const debianTools = {
  chromium: {
    label: 'Chromium',
    candidates: () => [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    packages: ['chromium'],
  },
  // Chromium's headless shell: the same Blink and V8 without the browser's windows and UI, the
  // build Playwright itself runs headless tests in. A new browser context (every test opens one)
  // costs the full browser some 200 ms of CPU to build a window's views; the shell, a quarter.
  chromiumHeadlessShell: {
    label: "Chromium's headless shell",
    candidates: () => [
      process.env.CHROME_HEADLESS_SHELL_PATH,
      // The binary itself: /usr/bin/chromium-headless-shell is a script that does not exec it.
      '/usr/lib/chromium/chromium-headless-shell',
      '/usr/bin/chromium-headless-shell',
    ],
    packages: ['chromium-headless-shell'],
    withoutIt: 'the tests run in the full Chromium, about a fifth slower',
  },
  firefox: {
    label: 'Firefox ESR',
    candidates: () => [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
    packages: ['firefox-esr'],
  },
  webkitDriver: {
    label: "WebKitGTK's WebDriver",
    candidates: () => [process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'],
    packages: ['webkit2gtk-driver'],
  },
  xvfbRun: {
    label: 'xvfb-run (a virtual display for WebKitGTK)',
    candidates: () => ['/usr/bin/xvfb-run'],
    packages: ['xvfb'],
  },
  java: {
    label: 'a Java runtime (for the Nu HTML Checker)',
    candidates: () => [
      process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : undefined,
      '/usr/bin/java',
    ],
    packages: ['default-jre-headless'],
  },
};

/** @param {string | undefined} path */
function executable(path) {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {keyof typeof debianTools} name @returns {string | undefined} */
export function findTool(name) {
  return debianTools[name].candidates().find(executable);
}

/** @param {keyof typeof debianTools} name @returns {string} the path; throws when missing */
export function toolPath(name) {
  const path = findTool(name);
  if (!path)
    throw new Error(
      `No ${debianTools[name].label} found: run \`node packages/test-config/ensure-tools.mjs\` first.`,
    );
  return path;
}

/** @param {string[]} packages */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !executable('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian's ${packages.join(', ')} with apt-get…`);
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds every named tool, installing the missing ones with apt-get when that is allowed.
 * @param {(keyof typeof debianTools)[]} names
 * @returns {{ paths: Record<string, string>; installMs: number;
 *   missing: (keyof typeof debianTools)[]; doneWithout: (keyof typeof debianTools)[] }}
 *   `missing`: tools still missing that the tests need; `doneWithout`: missing ones they can
 *   do without (`withoutIt`)
 */
export function ensureTools(names) {
  /** @param {(keyof typeof debianTools)[]} tools */
  const split = (tools) => ({
    needed: tools.filter((name) => !debianTools[name].withoutIt),
    optional: tools.filter((name) => debianTools[name].withoutIt),
  });
  /** @param {(keyof typeof debianTools)[]} tools */
  const packagesOf = (tools) => [...new Set(tools.flatMap((name) => debianTools[name].packages))];
  const absent = names.filter((name) => !findTool(name));
  let installMs = 0;
  if (absent.length > 0) {
    const started = performance.now();
    const { needed, optional } = split(absent);
    // Apart, so that a package the mirror lacks can only cost the tools that can be done without.
    if (needed.length > 0) aptInstall(packagesOf(needed));
    if (optional.length > 0) aptInstall(packagesOf(optional));
    installMs = performance.now() - started;
  }
  /** @type {Record<string, string>} */
  const paths = {};
  for (const name of names) {
    const path = findTool(name);
    if (path) paths[name] = path;
  }
  const { needed, optional } = split(names.filter((name) => !paths[name]));
  return { paths, installMs, missing: needed, doneWithout: optional };
}

/** @param {(keyof typeof debianTools)[]} names */
export function howToInstall(names) {
  const packages = [...new Set(names.flatMap((name) => debianTools[name].packages))];
  return [
    `Missing: ${names.map((name) => debianTools[name].label).join(', ')}.`,
    "Install Debian's packages (the tests never download a browser of their own):",
    `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    'or point CHROME_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH / JAVA_HOME at your own.',
  ].join('\n');
}
