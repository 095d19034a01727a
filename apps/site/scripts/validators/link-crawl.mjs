// A crawl of the served site with linkinator: starting from every page, it follows each link,
// image, script, stylesheet and preload on the site's own origin and reports the ones that fail.
// Links to other origins are not fetched (CI has no outside network; they are not ours to fix).
import { readFileSync } from 'node:fs';
import { LinkChecker, LinkState } from 'linkinator';
import { lineOf } from './findings.mjs';

/**
 * Crawls the site from every page; reports each broken link on each page that has it.
 * @param {readonly import('./findings.mjs').CheckedPage[]} pages
 * @param {{ origin: string }} site where the pages are served
 * @returns {Promise<import('./findings.mjs').CheckResult>}
 */
export async function crawlLinks(pages, { origin }) {
  const fileOfPage = new Map(pages.map((page) => [page.path, page.file]));
  const result = await new LinkChecker().check({
    path: pages.map((page) => `${origin}${page.path}`),
    recurse: true,
    linksToSkip: async (link) => new URL(link).origin !== origin,
    concurrency: 8,
    // No `timeout`: the local server always answers, and linkinator 7.6 lets the abort of a
    // timed-out body escape as an unhandled stream error that kills the whole run.
  });
  const count = (/** @type {LinkState} */ state) =>
    result.links.filter((link) => link.state === state).length;
  const findings = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => {
      const parent = link.parent ? new URL(link.parent).pathname.replace(/(.)\/$/, '$1') : '';
      const file = fileOfPage.get(parent);
      const href = link.url.startsWith(origin) ? link.url.slice(origin.length) : link.url;
      return {
        page: parent || '(start)',
        line: file ? lineOf(readFileSync(file, 'utf8'), `"${href}"`) : undefined,
        message: `broken link ${href} (${link.status ? `HTTP ${link.status}` : 'no response'})`,
      };
    });
  return {
    findings,
    passed: count(LinkState.OK),
    failed: findings.length,
    skipped: count(LinkState.SKIPPED),
  };
}
