import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDirectory } from '../site.config.mjs';

const clientDir = fileURLToPath(new URL('client', buildDirectory));

/** Slug under which each detail route prerenders its own not-found page (see prerender-paths). */
export const UNKNOWN_SLUG = '__not-found';

/**
 * Every page the production build prerendered, read from the build itself (the e2e suite tests
 * what was built, and stays free of the app's asset imports).
 */
export const builtPaths: readonly string[] = readdirSync(clientDir, {
  withFileTypes: true,
  recursive: true,
})
  .filter((entry) => entry.isFile() && entry.name === 'index.html')
  .map(
    (entry) =>
      `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).slice(0, -1).join('/')}`,
  )
  .sort();

/** Pages a visitor can reach: the built pages minus the detail routes' not-found placeholders. */
export const pagePaths = builtPaths.filter((path) => !path.endsWith(`/${UNKNOWN_SLUG}`));
