import { defineConfig } from 'vitest/config';

export default defineConfig({
  build: {
    // Vite inlines small assets as data: URLs. Keep every image a path in tests, so the artwork
    // test can find the file behind each `src`.
    assetsInlineLimit: 0,
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
