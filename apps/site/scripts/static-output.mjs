// Pure transformations of the built pages, shared by the post-build step and its tests.
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../site.config.mjs';

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
