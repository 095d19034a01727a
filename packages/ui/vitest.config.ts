import { chromiumArgs, testChromiumPath } from '@firm/test-config/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every UI test runs in a real browser: Debian's Chromium, never a downloaded one.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: testChromiumPath(), args: [...chromiumArgs] },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser and
  // fail the test that was running.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      'react/jsx-dev-runtime',
      'react-aria-components',
      '@internationalized/date',
      'react-hot-toast',
      'react-hot-toast/headless',
      'keen-slider',
      'keen-slider/react',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
      'storybook/test',
      'vitest-browser-react',
    ],
  },
  test: {
    // Waits as a person does, up to 5 s (Playwright's default), not 1 s: beside the other test
    // tasks on a 2-core machine a slider's pause or a dialog's exit took longer than 1 s.
    expect: { poll: { timeout: 5000 } },
    // One retry, as every browser test of the test command has; a test that passes only on its
    // retry is counted flaky in the summary.
    retry: 1,
    // 'default' for the terminal; the layer report for the test command's summary.
    reporters: [
      'default',
      [
        '@firm/test-config/vitest-layer-reporter',
        {
          id: 'test',
          projects: {
            unit: { layer: 'unit: @firm/ui', engine: 'chromium' },
            storybook: { layer: 'component (Storybook stories)', engine: 'chromium' },
          },
        },
      ],
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One file at a time: several files in one browser steal each other's window focus
          // and pointer, which breaks the toaster's pause-on-blur and the carousel's timing tests.
          fileParallelism: false,
          // The two projects run one after the other for the same reason.
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.{ts,tsx}'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          browser: browser(),
        },
      },
    ],
  },
});
