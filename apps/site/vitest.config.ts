import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The React Router plugin is deliberately absent: it takes over the dev server and breaks vitest.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // 'default' for the terminal; the layer report for the test command's summary.
    reporters: [
      'default',
      [
        '@firm/test-config/vitest-layer-reporter',
        { id: 'test', projects: { '': { layer: 'unit: site and build scripts', engine: 'node' } } },
      ],
    ],
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'engines/**/*.test.ts',
    ],
    environment: 'node',
  },
});
