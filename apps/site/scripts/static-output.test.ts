import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../site.config.mjs';
import {
  headersFile,
  inlineScriptHashes,
  sitemapEntry,
  withContentSecurityPolicy,
  withDormantModulePreloads,
} from './static-output.mjs';

const sha = (body: string) => createHash('sha256').update(body).digest('base64');

describe('content security policy of a built page', () => {
  const page = [
    '<html><head><meta charSet="utf-8"/>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '</head><body>',
    '<script>window.a = 1;</script>',
    '<script type="module" src="/assets/entry.js"></script>',
    '<script type="module">import "/assets/manifest.js";</script>',
    '</body></html>',
  ].join('');

  it('hashes each inline executable script, skipping data blocks and external scripts', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha('window.a = 1;'),
      sha('import "/assets/manifest.js";'),
    ]);
  });

  it('puts the policy before any script, allowing exactly those hashes and the map/video hosts', () => {
    const html = withContentSecurityPolicy(page);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
    expect(meta?.index).toBeLessThan(html.indexOf('<script'));
    const policy = meta?.[1] ?? '';
    expect(policy).toContain(`'sha256-${sha('window.a = 1;')}'`);
    expect(policy).not.toContain("unsafe-inline'; script");
    // WebAssembly for the site's search, and still no JavaScript eval.
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain(
      'frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com',
    );
  });

  it('lets no form submit anywhere: every form is handled in the page', () => {
    const html = withContentSecurityPolicy(page);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(
      html,
    )?.[1];
    const formActions = policy
      ?.split('; ')
      .filter((directive) => directive.startsWith('form-action'));
    expect(formActions).toEqual(["form-action 'none'"]);
  });
});

describe('headers of the static output', () => {
  /** The directives of a `_headers` block's policy, or of a server's header value. */
  const directives = (policy: string | undefined) => policy?.split(/;\s*/) ?? [];

  it('forbid form submissions on every path, as the server does', () => {
    const file = headersFile();
    const everyPath = file.slice(0, file.indexOf('/assets/*'));
    const policy = /^ {2}Content-Security-Policy: (.+)$/m.exec(everyPath)?.[1];
    expect(directives(policy)).toContain("form-action 'none'");
    expect(directives(policy)).toContain("frame-ancestors 'none'");
    expect(directives(securityHeaders['Content-Security-Policy'])).toEqual(directives(policy));
  });

  it('cache hashed assets for a year, immutably', () => {
    const assets = headersFile().split('/assets/*')[1];
    expect(assets).toBe('\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});

describe('module preload hints of a built page', () => {
  it('fail the build when React Router writes them in another shape, or not at all', () => {
    const reordered =
      '<link href="/assets/a.js" rel="modulepreload"/><script type="module"></script>';
    expect(() => withDormantModulePreloads(reordered)).toThrow(/not written as/);
    const none = '<head></head><body><script type="module">import "/assets/a.js";</script></body>';
    expect(() => withDormantModulePreloads(none)).toThrow(/not written as/);
  });

  it('stay in the page, for hydration to adopt, but match no media, so nothing is fetched early', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/a.css"/>' +
      '<link rel="modulepreload" href="/assets/b.js" crossorigin=""/></head>' +
      '<body><script type="module">import "/assets/a.js";</script></body>';
    expect(withDormantModulePreloads(html)).toBe(
      '<head><link rel="modulepreload" href="/assets/a.js" media="not all"/>' +
        '<link rel="stylesheet" href="/assets/a.css"/>' +
        '<link rel="modulepreload" href="/assets/b.js" crossorigin="" media="not all"/></head>' +
        '<body><script type="module">import "/assets/a.js";</script></body>',
    );
  });
});

describe('sitemap entry of a built page', () => {
  it('is the canonical URL, so aliases fold into the page they copy', () => {
    const alias = '<head><link rel="canonical" href="https://firm.example/blog-single/a"/></head>';
    expect(sitemapEntry(alias)).toBe('https://firm.example/blog-single/a');
  });

  it('is nothing for pages that ask not to be indexed or name no canonical URL', () => {
    expect(
      sitemapEntry('<meta name="robots" content="noindex"/><link rel="canonical" href="x"/>'),
    ).toBeNull();
    expect(sitemapEntry('<head><title>404</title></head>')).toBeNull();
  });
});
