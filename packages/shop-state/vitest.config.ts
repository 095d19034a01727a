import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // 'default' for the terminal; the layer report for the test command's summary.
    reporters: [
      'default',
      [
        '@firm/test-config/vitest-layer-reporter',
        { id: 'test', projects: { '': { layer: 'unit: @firm/shop-state', engine: 'node' } } },
      ],
    ],
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
