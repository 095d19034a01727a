import { builtPagePaths, isNotFoundPlaceholder, UNKNOWN_SLUG } from '../scripts/built-pages.mjs';

export { UNKNOWN_SLUG };

/**
 * Every page the production build prerendered, read from the build itself (the e2e suite tests
 * what was built, and stays free of the app's asset imports).
 */
export const builtPaths: readonly string[] = builtPagePaths();

/** Pages a visitor can reach: the built pages minus the detail routes' not-found placeholders. */
export const pagePaths = builtPaths.filter((path) => !isNotFoundPlaceholder(path));
