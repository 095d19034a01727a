import { chromiumArgs, chromiumPath } from '@firm/test-config/chromium';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // The rows of the test command's summary (packages/test-config/layer-report.mjs).
    ['@firm/test-config/playwright-layer-reporter', { id: 'test-e2e', engine: 'chromium' }],
  ],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs],
    },
  },
  // Three projects so the summary says what each kind of test cost; all run in one Chromium.
  projects: [
    {
      name: 'every page (content, hydration, axe)',
      testMatch: 'pages.spec.ts',
      use: desktop,
    },
    {
      name: 'impatient visitors (4x CPU)',
      testMatch: 'impatient.spec.ts',
      use: desktop,
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
