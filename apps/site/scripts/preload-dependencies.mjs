/**
 * What a chunk of the client bundle loads statically: the chunks it imports, its stylesheets.
 * @typedef {{ imports: readonly string[]; styles: readonly string[] }} ChunkLoads
 */

/**
 * Every file on the page once `fileName` has run: the chunks it imports statically, directly or
 * through other chunks (a module runs only after all of them have), and their stylesheets (React
 * Router links the CSS of a route's static imports whenever the route renders).
 *
 * @param {(fileName: string) => ChunkLoads | undefined} loadsOf
 * @param {string} fileName
 */
export function loadedWith(loadsOf, fileName) {
  /** @type {Set<string>} */
  const chunks = new Set();
  /** @type {Set<string>} */
  const loaded = new Set();
  const pending = [fileName];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (chunks.has(next)) continue;
    chunks.add(next);
    const loads = loadsOf(next);
    if (!loads) continue;
    for (const style of loads.styles) loaded.add(style);
    for (const chunk of loads.imports) loaded.add(chunk);
    pending.push(...loads.imports);
  }
  return loaded;
}

const DEPENDENCY_FILES = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/;
const DEPENDENCY_LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g;
const SHAPE_CHANGED =
  "A chunk calls Vite's __vite__mapDeps, but not in the shape preloadOnlyWhatIsMissing rewrites: " +
  'Vite changed how it writes preload lists. Update scripts/preload-dependencies.mjs (or drop it ' +
  'if Vite no longer preloads what the page has).';

/**
 * Removes from a chunk's preload lists (Vite's `__vite__mapDeps([…])` calls, indices into the
 * file list at the top of the chunk) every file already on the page when the chunk runs.
 *
 * @param {string} code
 * @param {ReadonlySet<string>} loaded
 */
export function withoutLoadedDependencies(code, loaded) {
  if (!code.includes('__vite__mapDeps')) return code;
  const files = DEPENDENCY_FILES.exec(code)?.[1];
  // Loud, not a silent no-op: a Vite whose preload lists look different would otherwise ship
  // every page its duplicate stylesheets again without anyone noticing.
  if (!files) throw new Error(SHAPE_CHANGED);
  const fileList = /** @type {string[]} */ (JSON.parse(files));
  let lists = 0;
  const trimmed = code.replace(DEPENDENCY_LIST, (_call, /** @type {string} */ indices) => {
    lists += 1;
    const needed = indices
      .split(',')
      .filter((index) => {
        const file = fileList[Number(index)];
        return file === undefined || !loaded.has(file);
      })
      .join(',');
    return `__vite__mapDeps([${needed}])`;
  });
  if (lists === 0) throw new Error(SHAPE_CHANGED);
  return trimmed;
}

/**
 * Trims what Vite's preload helper fetches for each dynamic `import()` to the files not on the
 * page yet. Vite lists every chunk and stylesheet the imported module needs (leaving out only the
 * importer itself), and the helper inserts a `<link>` for each one that no link in the document
 * names. React Router links the stylesheets lazy chunks share with a `#` suffix, so the helper
 * linked them a second time and the browser restyled the whole page: loading the mini-cart
 * island inserted 20 links, 4 of them such stylesheets, in one task of 15-40 ms (Lighthouse's
 * trace, before its 4x slowdown), for a chunk that needed six new modules.
 *
 * Runs after Vite has written the lists (`order: 'post'`); the build has no source maps to adjust.
 *
 * @returns {import('vite').Plugin}
 */
export function preloadOnlyWhatIsMissing() {
  return {
    name: 'site:preload-only-what-is-missing',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        /** @type {(fileName: string) => ChunkLoads | undefined} */
        const loadsOf = (fileName) => {
          const output = bundle[fileName];
          if (output?.type !== 'chunk') return undefined;
          return { imports: output.imports, styles: [...(output.viteMetadata?.importedCss ?? [])] };
        };
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.code.includes('__vite__mapDeps')) continue;
          output.code = withoutLoadedDependencies(
            output.code,
            loadedWith(loadsOf, output.fileName),
          );
        }
      },
    },
  };
}
