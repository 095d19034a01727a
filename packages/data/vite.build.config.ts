import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

// The published package is compiled here rather than by tsc alone: the content files import
// their SVGs, which only a bundler understands. Library mode inlines every asset as a data: URL,
// so the built modules are plain JavaScript that Node and any bundler can import, and `src`
// is a string an <img> can show. Declarations come from tsc afterwards.
const external = [...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.imports)];

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: [
        'src/index.ts',
        'src/gallery.ts',
        'src/validation.ts',
        'src/validation.browser.ts',
        'src/collections/attorney-pages.ts',
        'src/collections/attorneys.ts',
        'src/collections/blog.ts',
        'src/collections/blog-post-pages.ts',
        'src/collections/case-studies.ts',
        'src/collections/case-study-pages.ts',
        'src/collections/detail-slugs.ts',
        'src/collections/faqs.ts',
        'src/collections/firm.ts',
        'src/collections/home.ts',
        'src/collections/people.ts',
        'src/collections/practice-area-pages.ts',
        'src/collections/practice-areas.ts',
        'src/collections/shop.ts',
      ],
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
