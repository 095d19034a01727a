// HTML_CodeSniffer at WCAG 2 AA through pa11y, in one browser for every page, a couple of pages
// at a time: each page is loaded from the served build and checked once it has loaded.
import { readFileSync } from 'node:fs';
import pa11y from 'pa11y';
import { lineOf } from './findings.mjs';

/**
 * Pages checked at once: one page loads while another is checked. Four were no faster on the
 * shared two-core host (A B A B: 136 and 162 s with two, 201 and 149 s with four).
 */
const PAGES_AT_A_TIME = 2;

/** The window each page loads and is checked in (pa11y's default size, given to both). */
const VIEWPORT = { width: 1280, height: 1024 };

/**
 * Where the element of an issue starts in the page's HTML: its opening tag as the browser
 * serialised it, else its id (react-aria's ids are in the prerendered markup).
 * @param {string} source
 * @param {string | null} context the element's markup, as pa11y reports it
 */
function lineOfElement(source, context) {
  if (!context) return undefined;
  const openingTag = context.slice(0, context.indexOf('>') + 1);
  const id = /\sid="([^"]+)"/.exec(openingTag)?.[1];
  return lineOf(source, openingTag) ?? (id ? lineOf(source, `id="${id}"`) : undefined);
}

/**
 * Checks every page with HTML_CodeSniffer (WCAG2AA); reports its errors (not warnings).
 * @param {readonly import('./findings.mjs').CheckedPage[]} pages
 * @param {{ origin: string; browser: import('puppeteer-core').Browser }} site where the pages
 *   are served, and the browser to load them in
 * @returns {Promise<import('./findings.mjs').CheckResult>}
 */
export async function checkWithHtmlCodeSniffer(pages, { origin, browser }) {
  /** @type {import('./findings.mjs').Finding[]} */
  const findings = [];
  let failed = 0;
  const queue = [...pages];
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const pageFindings = await checkPage(page, origin, browser);
      if (pageFindings.length > 0) failed += 1;
      findings.push(...pageFindings);
    }
  };
  await Promise.all(Array.from({ length: PAGES_AT_A_TIME }, worker));
  return { findings, passed: pages.length - failed, failed, skipped: 0 };
}

/**
 * @param {import('./findings.mjs').CheckedPage} page
 * @param {string} origin
 * @param {import('puppeteer-core').Browser} browser
 * @returns {Promise<import('./findings.mjs').Finding[]>}
 */
async function checkPage(page, origin, browser) {
  // pa11y's own navigation waits for the network to be idle for half a second (`networkidle2`),
  // a wait on every page that leaves the CPU idle: 71 s for the 75 pages against 47 s when the
  // page is loaded here, up to its `load` event, and handed over with pa11y's `page` and
  // `ignoreUrl` options (medians of three runs, A B A B). What is checked is the page's
  // markup, which hydration leaves as it is.
  const tab = await browser.newPage();
  try {
    await tab.setViewport(VIEWPORT);
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
    const results = await pa11y(`${origin}${page.path}`, {
      browser,
      page: tab,
      ignoreUrl: true,
      viewport: VIEWPORT,
      runners: ['htmlcs'],
      standard: 'WCAG2AA',
      includeWarnings: false,
      includeNotices: false,
    });
    const source = readFileSync(page.file, 'utf8');
    return results.issues
      .filter((issue) => issue.type === 'error')
      .map((issue) => ({
        page: page.path,
        line: lineOfElement(source, issue.context),
        message: `${issue.message} [${issue.code}]  ${issue.selector}  ${issue.context ?? ''}`,
      }));
  } catch (error) {
    return [{ page: page.path, line: undefined, message: `pa11y could not check it: ${error}` }];
  } finally {
    await tab.close();
  }
}
