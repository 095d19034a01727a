import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { appShellChunk } from './scripts/app-shell-chunk.mjs';
import { preloadOnlyWhatIsMissing } from './scripts/preload-dependencies.mjs';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin(), appShellChunk(), preloadOnlyWhatIsMissing()],
  define: {
    // site.config.mjs is shared with Node scripts; give browser code the same value.
    'process.env.VITE_SITE_URL': JSON.stringify(process.env.VITE_SITE_URL ?? ''),
  },
  build: {
    // Hashed file names under /assets/ are served with a year-long immutable cache.
    assetsInlineLimit: 0,
  },
});
