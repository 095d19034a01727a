import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { preloadOnlyWhatIsMissing } from './scripts/preload-dependencies.mjs';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin(), preloadOnlyWhatIsMissing()],
  define: {
    // site.config.mjs is shared with Node scripts; give browser code the same value.
    'process.env.VITE_SITE_URL': JSON.stringify(process.env.VITE_SITE_URL ?? ''),
  },
  build: {
    // Hashed file names under /assets/ are served with a year-long immutable cache.
    assetsInlineLimit: 0,
  },
  environments: {
    // The prerender writes the inline scripts (early input, colour scheme, load-failure watcher)
    // from their functions' source (`String(fn)`), so minifying the server build minifies them:
    // 15.5 -> 8.5 KB of inline script on /shop, and the 75 pages' HTML 15.5% smaller gzipped
    // (897.6 -> 758.8 KB). Vite leaves server builds unminified by default.
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The app shell as one chunk: the client entry, the root route and, through the
              // group's `includeDependenciesRecursively` (on by default), every module they use,
              // which every page runs. Automatic chunking split them by which routes share each
              // module, and every page fetched 27 files, most under 1 KB. The byte budget's
              // `scriptsOnEveryPage` fails when the shell splits again (say, a renamed entry).
              groups: [
                { name: 'shell', test: /[\\/]entry\.client\.[jt]sx?$|[\\/]app[\\/]root\.tsx/ },
              ],
            },
          },
        },
      },
    },
  },
});
