import { defineConfig } from 'vitest/config';

export default defineConfig({
  build: {
    // Vite inlines small assets as data: URLs. Keep every image a path in tests, so the artwork
    // test can find the file behind each `src`.
    assetsInlineLimit: 0,
  },
  test: {
    // 'default' for the terminal; the layer report for the test command's summary.
    reporters: [
      'default',
      [
        '@firm/test-config/vitest-layer-reporter',
        { id: 'test', projects: { '': { layer: 'unit: @firm/data', engine: 'node' } } },
      ],
    ],
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
