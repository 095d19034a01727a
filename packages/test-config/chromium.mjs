// Shared launch settings for every browser test (Playwright e2e, Vitest browser mode, Lighthouse).
import { findTool, toolPath } from './debian-tools.mjs';

/**
 * Path to the system Chromium, the browser visitors run; throws with a clear message when there
 * is none. The bench, the trace tool and the three-engine journeys use it.
 */
export function chromiumPath() {
  return toolPath('chromium');
}

/**
 * The Chromium the test suites run in: Debian's headless shell when it is installed (what
 * Playwright runs headless tests in by default; a browser context costs it a quarter of the
 * full browser's CPU), else the full Chromium.
 */
export function testChromiumPath() {
  return findTool('chromiumHeadlessShell') ?? chromiumPath();
}

/**
 * The features Playwright disables in every Chromium it launches (playwright-core 1.65,
 * `server/chromium/chromiumSwitches.ts`). Chromium honours only the last `--disable-features`
 * switch, whole, and Playwright puts ours after its own, so ours repeats Playwright's list;
 * `apps/site/scripts/chromium-flags.test.ts` fails when Playwright's list changes. (Puppeteer
 * merges the lists itself, so this one just adds ours there.)
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 preloads the omnibox's WebUI popups, a renderer of their own that takes about half
 * a second of CPU, in every new window, and every test's browser context opens one: across the
 * suite that was minutes of CPU on a 2-core host, for popups a headless browser never shows.
 */
export const omniboxPopupFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`,
];
