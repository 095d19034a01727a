import { chromiumArgs, testChromiumPath } from '@firm/test-config/chromium';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three workers on two cores, at most two of them on the page checks and two on the impatient
  // tests (their projects' `workers`). The journeys wait between their steps (animations, timers,
  // a toast), and two workers left the CPU idle some 12% of their time: alone on this host, the
  // 236 journeys took 256 s with three workers against 292 s with two, for the same CPU (475
  // and 494 core-seconds). The page checks and the impatient tests keep two workers busy: a third
  // impatient worker made that project slower (201 s against 179 s). The whole suite alone, one
  // run after the other: 537 s with three, 592 s with two (1,021 and 1,063 core-seconds).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // One retry everywhere, not only where CI is set: the README's test command is what CI runs,
  // and a newcomer's run should judge as CI does. A test that passes only on its retry is
  // reported flaky (in the list and the summary), never hidden.
  retries: 1,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // The rows of the test command's summary (packages/test-config/layer-report.mjs).
    ['@firm/test-config/playwright-layer-reporter', { id: 'test-e2e', engine: 'chromium' }],
  ],
  // The journeys' limit (the other two projects set their own). Alone on this 2-core host a
  // journey takes 1-6 s. In a fresh-clone run, beside the rest of the suite, the longest (an axe
  // pass of /cart or /checkout with items, the header search by keyboard, a card order) took
  // 12.9-13.2 s on the hosts of late November and 16.2 s on the slower host of 28 November
  // (/cart's, 54% of the old 30 s). 60 s keeps them under a third of it; the limit is there to
  // stop a hung test, and the summary names the test closest to it.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs the browser process some 40% more CPU in every test (screencast
    // frames and snapshots), so only a retry records one: a failure is then shown with its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [...chromiumArgs],
    },
  },
  // Three projects so the summary says what each kind of test cost; all run in one Chromium.
  projects: [
    {
      name: 'every page (content, hydration, axe)',
      testMatch: 'pages.spec.ts',
      use: desktop,
      workers: 2,
      // Three axe passes a page (desktop, phone, dark colours). Alone on this 2-core host the
      // longest page (/home-2) takes 4 s; in a fresh-clone run, beside Firefox, WebKit, the
      // validators and the 4x-CPU tests, the longest took 19.5 to 31.3 s (six runs, the home
      // pages every time). 90 s keeps them under a third of it, with room for a slower host; the
      // test command's summary prints, per layer, the test closest to its limit.
      timeout: 90_000,
    },
    {
      name: 'impatient visitors (4x CPU)',
      testMatch: 'impatient.spec.ts',
      use: desktop,
      workers: 2,
      // At 4x CPU beside the rest of the suite on a 2-core host, a test takes up to 21 s and an
      // effect comes up to 7 s after its action (reports/impatient.json); a CI host measured 40%
      // slower. Limits of twice that keep each test under half of its own: these tests check
      // that an input is answered, once, never how fast (that is `pnpm bench`'s budget).
      timeout: 60_000,
      expect: { timeout: 15_000 },
    },
    {
      name: 'journeys',
      testIgnore: ['pages.spec.ts', 'impatient.spec.ts'],
      use: desktop,
    },
  ],
  webServer: {
    // The production build, served exactly as `pnpm start` serves it.
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
