// Shared launch settings for every browser test (Playwright e2e, Vitest browser mode, Lighthouse).
import { findChromium } from './ensure-chromium.mjs';

/** Path to the system Chromium; throws with a clear message when there is none. */
export function chromiumPath() {
  const path = findChromium();
  if (!path)
    throw new Error(
      'No Chromium found: run `node packages/test-config/ensure-chromium.mjs` first.',
    );
  return path;
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
