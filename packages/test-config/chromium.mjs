// Shared launch settings for every browser test (Playwright e2e, Vitest browser mode, Lighthouse).
import { toolPath } from './debian-tools.mjs';

/** Path to the system Chromium; throws with a clear message when there is none. */
export function chromiumPath() {
  return toolPath('chromium');
}

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
