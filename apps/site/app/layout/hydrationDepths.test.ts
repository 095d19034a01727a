import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FOOTER_HYDRATION_DEPTH } from './hydrationPasses';

const appDir = fileURLToPath(new URL('..', import.meta.url));

/** Every hydration depth the site's components give, with where: `depth={N}`, `hydrationDepth={N}`. */
function depthsInSource() {
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .flatMap((file) =>
      Array.from(
        readFileSync(join(appDir, file), 'utf8').matchAll(/\b(?:hydrationD|d)epth=\{(\d+)\}/g),
        (match) => ({ file, depth: Number(match[1]) }),
      ),
    );
}

describe('hydration passes', () => {
  it('the pages give depths, so this check reads them', () => {
    expect(depthsInSource().length).toBeGreaterThan(5);
  });

  it('no page content goes live in the footer’s pass or after it', () => {
    const late = depthsInSource().filter(
      ({ file, depth }) => depth >= FOOTER_HYDRATION_DEPTH && !file.endsWith('SiteFooter.tsx'),
    );
    expect(late).toEqual([]);
  });
});
