// After `react-router build`:
// - 404.html for plain static hosts; the unused SPA fallback removed (unknown addresses get the
//   not-found page, never an empty shell);
// - a Content-Security-Policy <meta> in every page, with the hashes of that page's inline scripts;
// - module preload hints turned off: scripts load after the document is parsed
//   (withDormantModulePreloads);
// - sitemap.xml, robots.txt and a `_headers` file (Netlify / Cloudflare Pages syntax);
// - the site's search index and Pagefind's browser bundle in pagefind/ (search-index.mjs);
// - .br and .gz siblings of text files, which `pnpm start` and many hosts serve as they are.
import { copyFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildDirectory, SITE_URL } from '../site.config.mjs';
import { isSearchable, writeSearchIndex } from './search-index.mjs';
import {
  headersFile,
  sitemapEntry,
  withContentSecurityPolicy,
  withDormantModulePreloads,
} from './static-output.mjs';

const clientDir = fileURLToPath(new URL('client', buildDirectory));
const UNKNOWN_SLUG = '__not-found';
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
const minBytes = 512;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** @param {string} file */
function routeOf(file) {
  const path = relative(clientDir, file).split(sep).slice(0, -1).join('/');
  return `/${path}`;
}

const pages = [];
/** Canonical URLs of the pages that search engines should index. */
const canonicalUrls = new Set();
/** @type {{ route: string; html: string }[]} */
const searchable = [];
for await (const file of walk(clientDir)) {
  if (!file.endsWith(`${sep}index.html`)) continue;
  const html = await readFile(file, 'utf8');
  await writeFile(file, withContentSecurityPolicy(withDormantModulePreloads(html)));
  const route = routeOf(file);
  pages.push(route);
  const canonical = sitemapEntry(html);
  if (canonical) canonicalUrls.add(canonical);
  if (isSearchable(route, canonical)) searchable.push({ route, html });
}

await copyFile(join(clientDir, '404', 'index.html'), join(clientDir, '404.html'));
await rm(join(clientDir, '__spa-fallback.html'), { force: true });

// A page's canonical URL decides: aliases (/home, the two extra blog-post layouts) name another
// page as canonical, and noindex pages (not-found, cart, wishlist…) have none in the sitemap.
const indexable = [...canonicalUrls].sort();
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...indexable.map((url) => `  <url><loc>${url}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
await writeFile(join(clientDir, 'sitemap.xml'), sitemap);
await writeFile(
  join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /*/${UNKNOWN_SLUG}\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
);

await writeFile(join(clientDir, '_headers'), headersFile());

const searchIndex = await writeSearchIndex(clientDir, searchable);

let compressed = 0;
for await (const file of walk(clientDir)) {
  if (!compressible.test(file)) continue;
  // Every HTML page gets siblings: the server picks not-found pages by encoding without checks.
  if (!file.endsWith('.html') && (await stat(file)).size < minBytes) continue;
  const body = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed += 1;
}
console.log(
  `postbuild: ${pages.length} pages with CSP, ${indexable.length} in sitemap.xml, ` +
    `404.html and _headers written, ${searchIndex.pages} pages in the search index ` +
    `(${searchIndex.files} files), ${compressed} files precompressed (br + gz)`,
);
