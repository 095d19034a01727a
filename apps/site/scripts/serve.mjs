// Serves the prerendered site like a good static host would: each route's own HTML (with or
// without a trailing slash), precompressed brotli/gzip, immutable caching for hashed assets,
// and the not-found page with HTTP 404 for every unknown address.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { buildDirectory, cacheControl, securityHeaders } from '../site.config.mjs';

const clientDir = fileURLToPath(new URL('client', buildDirectory));

const UNKNOWN_SLUG = '__not-found';
const notFoundCache = new Map();

/**
 * The not-found document for a path, in its three encodings. An unknown slug of a detail route
 * ("/practice-single/Nope") gets that route's own prerendered not-found page, so the route
 * hydrates markup it rendered itself; any other unknown address gets 404.html.
 *
 * @param {string} pathname
 * @returns {{ plain: Buffer; br: Buffer; gzip: Buffer }}
 */
function notFoundFor(pathname) {
  const parent = pathname.replace(/\/+$/, '').replace(/\/[^/]*$/, '');
  const routeSpecific = parent ? join(clientDir, parent, UNKNOWN_SLUG, 'index.html') : null;
  const file =
    routeSpecific?.startsWith(clientDir) && existsSync(routeSpecific)
      ? routeSpecific
      : join(clientDir, '404.html');
  let cached = notFoundCache.get(file);
  if (!cached) {
    cached = {
      plain: readFileSync(file),
      br: readFileSync(`${file}.br`),
      gzip: readFileSync(`${file}.gz`),
    };
    notFoundCache.set(file, cached);
  }
  return cached;
}

/** The request handler of the site server, for plain HTTP (`pnpm start`) or HTTP/2 (bench). */
export function createSiteHandler() {
  if (!existsSync(join(clientDir, '404.html'))) {
    console.error(`No production build in ${clientDir}. Run "pnpm build" first.`);
    process.exit(1);
  }
  const assets = sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? cacheControl.asset : cacheControl.document,
      );
    },
  });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const notFound = () => {
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      const page = notFoundFor(pathname);
      const body = encoding ? page[encoding] : page.plain;
      res.statusCode = 404;
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', cacheControl.document);
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    // The placeholder slug is an implementation detail: never serve it as a real page.
    if (pathname.replace(/\/+$/, '').endsWith(`/${UNKNOWN_SLUG}`)) return notFound();
    assets(req, res, notFound);
  };
}

export function createSiteServer() {
  return createServer(createSiteHandler());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  createSiteServer().listen(port, () => {
    console.log(`Serving the production build at http://localhost:${port}`);
  });
}
