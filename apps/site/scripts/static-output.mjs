// Pure transformations of the built pages, shared by the post-build step and its tests.
import { createHash } from 'node:crypto';
import { cacheControl, contentSecurityPolicy, securityHeaders } from '../site.config.mjs';

/**
 * Base64 SHA-256 of every inline, executable script in a document.
 *
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(createHash('sha256').update(body).digest('base64'));
  }
  return [...hashes];
}

/**
 * Adds the page's CSP meta tag right after the charset declaration, before any script.
 *
 * @param {string} html
 */
export function withContentSecurityPolicy(html) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inlineScriptHashes(html))}"/>`;
  return html.replace(/(<meta charSet="utf-8"\/>)/i, `$1${meta}`);
}

/**
 * The URL a page contributes to the sitemap: its canonical URL, unless the page asks not to be
 * indexed. Pages whose canonical is another page contribute that page (deduplicated by caller).
 *
 * @param {string} html
 * @returns {string | null}
 */
export function sitemapEntry(html) {
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) return null;
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * Turns off the `<link rel="modulepreload">` hints of a prerendered page without removing them.
 * The page is complete without JavaScript, so its scripts should not compete with the
 * stylesheets, fonts and hero image for a phone's bandwidth before the first paint: they load
 * from the inline module at the end of the body instead, after the document is parsed. A media
 * query that never matches stops the browser fetching a hint (the HTML standard applies `media`
 * to module preloads), and the hints stay for React: it hydrates React Router's `<Scripts>` hints
 * as hoistable elements, adopting the links it finds, where a page without them made it insert
 * some 45 new ones in the commit of the first hydration pass. (Vite's preload helper reads them
 * too, and skips the modules they name.)
 *
 * @param {string} html
 */
export function withDormantModulePreloads(html) {
  let hints = 0;
  const rewritten = html.replace(/<link rel="modulepreload"([^>]*?)\/?>/g, (_link, attributes) => {
    hints += 1;
    return `<link rel="modulepreload"${attributes} media="not all"/>`;
  });
  // Loud, not a silent no-op: a React Router that writes its hints differently would otherwise
  // let every page's scripts compete with its stylesheets, fonts and hero again.
  const written = html.match(/rel="?modulepreload/g)?.length ?? 0;
  if (written !== hints || (hints === 0 && html.includes('<script type="module"'))) {
    throw new Error(
      "React Router's modulepreload hints are not written as withDormantModulePreloads expects " +
        `(${written} hints, ${hints} rewritten): update scripts/static-output.mjs.`,
    );
  }
  return rewritten;
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages syntax): the security headers, with the
 * response's own Content-Security-Policy, on every path, and immutable caching for hashed assets.
 */
export function headersFile() {
  const lines = (/** @type {Record<string, string>} */ headers) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines(securityHeaders),
    '/assets/*',
    ...lines({ 'Cache-Control': cacheControl.asset }),
    '',
  ].join('\n');
}
