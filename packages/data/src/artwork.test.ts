import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allImages } from './gallery.js';

const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ASSETS = join(PACKAGE_ROOT, 'src/assets');
/** Budget for all artwork together; the site ships every byte of it. */
const TOTAL_BUDGET_BYTES = 150 * 1024;
/** Budget for one file: large enough for a hero, small enough to notice an embedded raster. */
const FILE_BUDGET_BYTES = 8 * 1024;

/** In tests an image `src` is a root-relative path ('/src/assets/…', see vitest.config.ts). */
const fileOf = (src: string) => join(PACKAGE_ROOT, src);

const svgFilesOnDisk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? svgFilesOnDisk(join(dir, entry.name))
      : entry.name.endsWith('.svg')
        ? [join(dir, entry.name)]
        : [],
  );

/** The opening <svg …> tag's attributes. */
function rootAttributes(svg: string): Record<string, string> {
  const openTag = /^<svg\s([^>]*)>/.exec(svg)?.[1] ?? '';
  return Object.fromEntries([...openTag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/** Checks that tags open and close in order (a cheap well-formedness check without a parser). */
function unbalancedTag(svg: string): string | undefined {
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([\w:-]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name ?? '');
    else if (stack.pop() !== name) return tag;
  }
  return stack.length > 0 ? `<${stack.at(-1)}> is never closed` : undefined;
}

const images = allImages();

describe('artwork', () => {
  it.each(images.map(({ collection, image }) => [`${collection}: ${image.src}`, image]))(
    '%s is a small, valid SVG matching its data',
    (_label, image) => {
      expect(image.src, 'src should be a path inside src/assets').toMatch(
        /^\/src\/assets\/.+\.svg$/,
      );
      const svg = readFileSync(fileOf(image.src), 'utf8');
      const attributes = rootAttributes(svg);
      expect(attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(attributes.viewBox).toMatch(/^-?\d+(\.\d+)? -?\d+(\.\d+)? \d+(\.\d+)? \d+(\.\d+)?$/);
      expect({ width: Number(attributes.width), height: Number(attributes.height) }).toEqual({
        width: image.width,
        height: image.height,
      });
      expect(unbalancedTag(svg)).toBeUndefined();
      // Names the file when it is opened on its own (in an <img>, the data's alt text is used).
      expect(svg).toMatch(/^<svg[^>]*><title>[^<]+<\/title>/);
      expect(svg, 'no embedded rasters').not.toMatch(/<image\b|data:image\//);
      expect(svg, 'no scripts').not.toMatch(/<script\b|\son\w+=/);
      expect(svg, 'nothing loaded from elsewhere').not.toMatch(/(href|src)="(https?:)?\/\//);
      expect(svg, 'no needless precision').not.toMatch(/\d\.\d{3,}/);
      expect(svg.length).toBeLessThan(FILE_BUDGET_BYTES);
    },
  );

  it('has meaningful alt text on every image', () => {
    for (const { image } of images) {
      expect(image.alt.length, image.src).toBeGreaterThan(2);
      expect(image.alt, image.src).not.toMatch(/\.svg$|^(image|icon|logo|picture)$/i);
    }
  });

  it('uses every SVG file in the package, and no file twice', () => {
    const used = images.map(({ image }) => fileOf(image.src)).sort();
    const onDisk = svgFilesOnDisk(ASSETS).sort();
    expect(used.map((file) => relative(ASSETS, file))).toEqual(
      onDisk.map((file) => relative(ASSETS, file)),
    );
  });

  it(`stays within ${TOTAL_BUDGET_BYTES / 1024} KB in total`, () => {
    const total = svgFilesOnDisk(ASSETS).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(TOTAL_BUDGET_BYTES);
  });
});
