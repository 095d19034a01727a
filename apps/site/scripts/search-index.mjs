// The site's search index: Pagefind indexes the built pages (their `data-pagefind-body`, the
// main region) and writes its browser bundle next to them, so search runs in the browser
// against static files from the site's own origin.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_BUNDLE_PATH } from '../app/search/bundle.mjs';

/**
 * Files of Pagefind's output the search API uses: its script, WebAssembly and index chunks.
 * The prebuilt search UIs it also emits are left out, as this site draws its own results.
 *
 * @param {string} path a path inside the bundle
 */
export function isSearchApiFile(path) {
  return !/^pagefind-(?:modular-|component-)?ui|^pagefind-highlight/.test(path);
}

/**
 * Whether a built page belongs in the site's index: the pages search engines may index (a
 * canonical address that is the page's own; so no aliases, noindex pages or the results shell).
 *
 * @param {string} route the page's path, e.g. /blog-single/x
 * @param {string | null} canonical its sitemap entry (scripts/static-output.mjs `sitemapEntry`)
 */
export function isSearchable(route, canonical) {
  if (canonical === null) return false;
  const own = new URL(canonical).pathname.replace(/\/$/, '');
  return own === route.replace(/\/$/, '');
}

/**
 * Indexes the pages and writes the bundle to SEARCH_BUNDLE_PATH in `clientDir`.
 *
 * @param {string} clientDir
 * @param {readonly { route: string; html: string }[]} pages
 * @returns {Promise<{ pages: number; files: number }>}
 */
export async function writeSearchIndex(clientDir, pages) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (const { route, html } of pages) {
      const added = await index.addHTMLFile({ url: route, content: html });
      if (added.errors.length > 0) {
        throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
      }
    }
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length > 0) throw new Error(`Pagefind: ${writeErrors.join('; ')}`);
    const outputDir = join(clientDir, SEARCH_BUNDLE_PATH);
    await rm(outputDir, { recursive: true, force: true });
    const kept = files.filter((file) => isSearchApiFile(file.path));
    for (const file of kept) {
      const target = join(outputDir, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }
    return { pages: pages.length, files: kept.length };
  } finally {
    await pagefind.close();
  }
}
