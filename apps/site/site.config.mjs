// Deployment facts shared by the app (canonical URLs), the post-build step (sitemap, CSP,
// host config) and the static server. Plain JavaScript so Node scripts can import it as is.

/**
 * Public origin for canonical URLs and the sitemap; override with VITE_SITE_URL at build time.
 * (vite.config.ts replaces `process.env.VITE_SITE_URL` in browser code, so both agree.)
 */
export const SITE_URL = (process.env.VITE_SITE_URL || 'https://www.lexingtonhale.example').replace(
  /\/+$/,
  '',
);

/** The only third-party origins the site embeds: the office map and the intro video. */
export const FRAME_ORIGINS = ['https://www.openstreetmap.org', 'https://www.youtube-nocookie.com'];

/**
 * SHA-256 of the one inline `<style>` element: react-aria's press style (`@layer {
 * [data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom; } }`), which every page
 * prerenders in <head> (`PressableStyle` of @firm/ui) so that react-aria does not insert it at
 * run time. Allowing exactly that text keeps `style-src` free of 'unsafe-inline'.
 * scripts/react-aria-style-hash.test.ts checks the hash against the kit's text, and
 * e2e/hydration.spec.ts checks that text against what react-aria itself writes.
 */
export const REACT_ARIA_PRESS_STYLE_HASH = '38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=';

/**
 * Every form on this static site is handled in the page and nothing is ever submitted to a
 * server, so the browser may submit no form anywhere. Without it, a form submitted before the
 * page's code is live, or with scripts blocked or off, is a native GET: what the visitor typed
 * (name, e-mail, phone, case description) would land in the address bar, the history and the
 * host's logs. Both policies carry it, so it holds whichever of them a host delivers.
 */
const FORM_ACTION = "form-action 'none'";

/**
 * Content-Security-Policy for a page, given the hashes of its inline scripts. Delivered in a
 * <meta> tag so that any static host enforces it; `frame-ancestors` cannot live in a meta tag,
 * so it travels in the response headers below.
 *
 * @param {readonly string[]} scriptHashes base64 SHA-256 digests of the page's inline scripts
 */
export function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the site's search (Pagefind, from this origin) compile its
    // WebAssembly; it allows no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`.trim(),
    `style-src 'self' 'sha256-${REACT_ARIA_PRESS_STYLE_HASH}'`,
    // Server-rendered custom properties (slider widths) are set through style attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    FORM_ACTION,
  ].join('; ');
}

/** Headers for every response (documents and assets). */
export const securityHeaders = {
  'Content-Security-Policy': `frame-ancestors 'none'; object-src 'none'; base-uri 'self'; ${FORM_ACTION}`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Cache policy: hashed assets never change; documents are revalidated on every visit. */
export const cacheControl = {
  asset: 'public, max-age=31536000, immutable',
  document: 'no-cache',
};

/** Where the production build is written and served from (`SITE_BUILD_DIR`, default build/). */
export const buildDirectory = new URL(
  `./${process.env.SITE_BUILD_DIR ?? 'build'}/`,
  import.meta.url,
);
