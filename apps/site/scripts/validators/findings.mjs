// What every outside checker reports, in one shape, so the runner prints them alike and the
// tests assert on them alike.

/**
 * A page the checkers look at: its address on the served site and its built HTML file.
 * @typedef {object} CheckedPage
 * @property {string} path e.g. '/blog-single/Some-Post'
 * @property {string} file the page's HTML file, for line numbers
 */

/**
 * One error a checker found.
 * @typedef {object} Finding
 * @property {string} page the page's address
 * @property {number | undefined} line line in the page's HTML file, when the checker or the
 *   source can tell
 * @property {string} message what is wrong, in the checker's words (with the offending markup)
 */

/**
 * What one checker found over a whole run: the counts become the layer-report row.
 * @typedef {object} CheckResult
 * @property {Finding[]} findings
 * @property {number} passed clean pages (checked links for the crawl)
 * @property {number} failed pages (links) with errors
 * @property {number} skipped links the crawl left alone (outside the site); 0 for page checkers
 */

/**
 * The 1-based line where `needle` first occurs in `source`, if it does.
 * @param {string} source
 * @param {string} needle
 * @returns {number | undefined}
 */
export function lineOf(source, needle) {
  const index = needle ? source.indexOf(needle) : -1;
  if (index < 0) return undefined;
  return source.slice(0, index).split('\n').length;
}

/** @param {Finding} finding @returns {string} `page:line  message` */
export function formatFinding(finding) {
  const where = finding.line === undefined ? finding.page : `${finding.page}:${finding.line}`;
  return `${where}  ${finding.message}`;
}
