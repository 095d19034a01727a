import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

// The published kit is compiled here, so an app installs plain JavaScript and one stylesheet and
// needs neither the vanilla-extract plugin nor optimizer settings (the workspace's own site and
// Storybook keep compiling the TypeScript source). Declarations come from tsc afterwards.
const external = [
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.peerDependencies),
];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    // Every .css.ts module's CSS ends up in one file the README tells apps to import.
    cssCodeSplit: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        'theme/index': 'src/theme/index.ts',
        'Toast/Toast': 'src/Toast/Toast.tsx',
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        // One file per source module, so an app's bundler drops the components it never imports.
        preserveModules: true,
        preserveModulesRoot: 'src',
        // A compiled `Button.css.js` would match the vanilla-extract plugins' file filter and be
        // compiled again, and fail, in an app that uses vanilla-extract itself
        // (vanilla-extract-css/vanilla-extract#1242), so compiled style modules get another name.
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '.styles')}.js`,
      },
    },
  },
});
