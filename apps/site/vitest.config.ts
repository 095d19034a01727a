import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The React Router plugin is deliberately absent: it takes over the dev server and breaks vitest.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
