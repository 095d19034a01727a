// The pages the production build prerendered, read from the build itself: the e2e suite and the
// outside validators both check what was built, not what the route table says.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDirectory } from '../site.config.mjs';

/** The folder a static host serves: one `index.html` per prerendered page. */
export const clientDir = fileURLToPath(new URL('client', buildDirectory));

/** Slug under which each detail route prerenders its own not-found page (see prerender-paths). */
export const UNKNOWN_SLUG = '__not-found';

/** Address of every prerendered page (`/`, `/about`, `/practice-single/__not-found` …), sorted. */
export function builtPagePaths() {
  return readdirSync(clientDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map(
      (entry) =>
        `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).slice(0, -1).join('/')}`,
    )
    .sort();
}

/**
 * Whether a built page is a detail route's not-found placeholder, which the server answers only
 * with status 404 (a visitor never reaches it at its own address).
 * @param {string} path
 */
export function isNotFoundPlaceholder(path) {
  return path.endsWith(`/${UNKNOWN_SLUG}`);
}

/** @param {string} path a page's address @returns {string} the built HTML file of that page */
export function builtPageFile(path) {
  return join(clientDir, path, 'index.html');
}
