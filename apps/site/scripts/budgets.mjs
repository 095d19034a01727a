// Deterministic byte budgets of the built site: what a first visit downloads, measured from the
// prerendered HTML and the files it references (gzip level 9, as the server sends them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_BUNDLE_PATH } from '../app/search/bundle.mjs';

/**
 * Scripts, stylesheets and fonts a prerendered page loads before it is interactive: the entry
 * points named in the HTML (module preloads, script tags, the inline module's imports and its
 * import of the client entry), the stylesheets, and the preloaded fonts.
 *
 * @param {string} html
 */
export function pageResources(html) {
  const scripts = new Set();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    scripts.add(href);
  for (const [, src] of html.matchAll(/<script[^>]* src="([^"]+)"/g)) scripts.add(src);
  for (const [, spec] of html.matchAll(/import\s*(?:[^"';]*from\s*)?"(\/assets\/[^"]+\.js)"/g)) {
    scripts.add(spec);
  }
  // The inline module imports the client entry at once: it is part of every first load.
  for (const [, spec] of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(spec);
  const styles = new Set();
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    styles.add(href.replace(/[?#].*$/, ''));
  }
  const fonts = new Set();
  for (const [, href] of html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)) {
    fonts.add(href);
  }
  return { scripts: [...scripts], styles: [...styles], fonts: [...fonts] };
}

/**
 * The static imports of a built chunk, as URL paths (dynamic `import()` is left out: it loads
 * later, on demand).
 *
 * @param {string} source the chunk's code
 * @param {string} url the chunk's own URL path, e.g. /assets/root-abc.js
 */
export function staticImports(source, url) {
  const base = new URL(url, 'http://build.invalid');
  const found = [];
  for (const [, spec] of source.matchAll(
    /(?<![\w$.])(?:import|export)\s*(?:[\w*{$][^"';()]*?from\s*)?"(\.{1,2}\/[^"]+\.js)"/g,
  )) {
    if (spec) found.push(new URL(spec, base).pathname);
  }
  return found;
}

/**
 * Every script a page downloads before it runs: the entry points and, transitively, their static
 * imports. Counting imports (not only preload hints) keeps the budget honest however the HTML
 * announces its scripts.
 *
 * @param {string} clientDir
 * @param {readonly string[]} entries
 */
export function scriptClosure(clientDir, entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.pop());
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(readFileSync(join(clientDir, url), 'utf8'), url));
  }
  return [...seen];
}

/**
 * Whether a script is the site's search: Pagefind's bundle itself, or a chunk that loads it
 * (app/search/pagefind.ts names the bundle's address, and every piece of the search UI imports
 * it). Search must load only when a visitor opens it, never in a page's first load.
 *
 * @param {string} url
 * @param {string} source
 */
export function isSearchCode(url, source) {
  return url.startsWith(SEARCH_BUNDLE_PATH) || source.includes(SEARCH_BUNDLE_PATH);
}

/**
 * The scripts among `urls` that are search code (see isSearchCode).
 *
 * @param {string} clientDir
 * @param {readonly string[]} urls
 */
export function searchScripts(clientDir, urls) {
  return urls.filter((url) => isSearchCode(url, readFileSync(join(clientDir, url), 'utf8')));
}

/**
 * Sizes of the search bundle as stored and served (Pagefind compresses its index and WebAssembly
 * itself; its script is counted gzipped, as the server sends it): the index (every
 * `.pf_*` file), the code (script and WebAssembly), and the number of pages indexed (one
 * fragment file each).
 *
 * @param {string} clientDir
 * @returns {{ indexBytes: number; codeBytes: number; pages: number }}
 */
export function searchBundleWeight(clientDir) {
  const dir = join(clientDir, SEARCH_BUNDLE_PATH);
  let indexBytes = 0;
  let codeBytes = 0;
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.(?:gz|br)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    if (/\.pf_\w+$/.test(entry.name)) {
      indexBytes += statSync(file).size;
      if (entry.name.endsWith('.pf_fragment')) pages += 1;
    } else if (entry.name.endsWith('.js')) {
      codeBytes += gzipSync(readFileSync(file), { level: 9 }).length;
    } else {
      codeBytes += statSync(file).size;
    }
  }
  return { indexBytes, codeBytes, pages };
}

/**
 * Gzip size in bytes of each built file, by URL path.
 *
 * @param {string} clientDir
 * @param {readonly string[]} urls
 */
export function gzipBytes(clientDir, urls) {
  return urls.reduce(
    (sum, url) => sum + gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length,
    0,
  );
}

/**
 * Route module files per route id, from the client manifest embedded in the build.
 *
 * @param {string} manifestSource the text of build/client/assets/manifest-*.js
 * @returns {Record<string, string>}
 */
export function routeModules(manifestSource) {
  const json = manifestSource.slice(
    manifestSource.indexOf('{'),
    manifestSource.lastIndexOf('}') + 1,
  );
  /** @type {{ routes: Record<string, { module: string }> }} */
  const manifest = JSON.parse(json);
  return Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [id, route.module]),
  );
}

/**
 * @typedef {{ page: string; jsBytes: number; cssBytes: number; fontBytes: number; searchScripts?: readonly string[]; scripts?: readonly string[] }} PageWeight
 *   `scripts`: the page's first-load scripts (the entry points and their static imports).
 * @typedef {{ firstLoadJsKb: Record<string, number>; cssPerPageKb: number; preloadedFontsKb: number; searchIndexKbPerPage?: number; scriptsOnEveryPage?: number }} Budgets
 * @typedef {{ indexBytes: number; codeBytes: number; pages: number }} SearchWeight
 */

/**
 * The scripts in the first load of every page: the app shell's share of each first load.
 *
 * @param {readonly PageWeight[]} pages
 */
export function scriptsOnEveryPage(pages) {
  const [first, ...rest] = pages;
  if (!first) return [];
  return (first.scripts ?? []).filter((script) =>
    rest.every((page) => (page.scripts ?? []).includes(script)),
  );
}

/**
 * Every way the measured pages miss their budgets, as readable sentences; empty when all pass.
 * Route modules that share a file break code splitting (aliases of one page excepted).
 *
 * @param {readonly PageWeight[]} pages
 * @param {Budgets} budgets
 * @param {Record<string, string>} modules route id -> module file
 * @param {readonly (readonly string[])[]} aliases groups of route ids that render one module
 * @param {SearchWeight} [search] the search bundle, when the build has one
 */
export function budgetViolations(pages, budgets, modules, aliases = [], search = undefined) {
  const problems = [];
  const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
  for (const [page, limitKb] of Object.entries(budgets.firstLoadJsKb)) {
    const weight = pages.find((p) => p.page === page);
    if (!weight) problems.push(`no built page for ${page}`);
    else if (weight.jsBytes > limitKb * 1024) {
      problems.push(
        `first-load JS of ${page} is ${kb(weight.jsBytes)} KB gzip, over ${limitKb} KB`,
      );
    }
  }
  for (const weight of pages) {
    if (weight.cssBytes > budgets.cssPerPageKb * 1024) {
      problems.push(
        `CSS of ${weight.page} is ${kb(weight.cssBytes)} KB gzip, over ${budgets.cssPerPageKb} KB`,
      );
    }
    if (weight.fontBytes > budgets.preloadedFontsKb * 1024) {
      problems.push(
        `preloaded fonts of ${weight.page} are ${kb(weight.fontBytes)} KB, over ${budgets.preloadedFontsKb} KB`,
      );
    }
    if (weight.searchScripts && weight.searchScripts.length > 0) {
      problems.push(
        `the first load of ${weight.page} includes search code: ${weight.searchScripts.join(', ')}`,
      );
    }
  }
  if (budgets.scriptsOnEveryPage !== undefined) {
    const everywhere = scriptsOnEveryPage(pages);
    if (everywhere.length > budgets.scriptsOnEveryPage) {
      problems.push(
        `every page's first load runs ${everywhere.length} scripts in common, over ${budgets.scriptsOnEveryPage}: ` +
          `the app shell is split into chunks again (the shell group in vite.config.ts): ${everywhere.join(', ')}`,
      );
    }
  }
  if (budgets.searchIndexKbPerPage !== undefined) {
    if (!search || search.pages === 0) problems.push('the build has no search index');
    else if (search.indexBytes / search.pages > budgets.searchIndexKbPerPage * 1024) {
      problems.push(
        `the search index is ${kb(search.indexBytes / search.pages)} KB per page ` +
          `(${kb(search.indexBytes)} KB for ${search.pages} pages), over ${budgets.searchIndexKbPerPage} KB`,
      );
    }
  }
  const owners = new Map();
  for (const [id, file] of Object.entries(modules)) {
    if (id === 'root') continue;
    owners.set(file, [...(owners.get(file) ?? []), id]);
  }
  for (const [file, ids] of owners) {
    const allowed = aliases.some((group) => ids.every((id) => group.includes(id)));
    if (ids.length > 1 && !allowed)
      problems.push(`routes ${ids.join(', ')} share one chunk ${file}`);
  }
  return problems;
}
