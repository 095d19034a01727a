import { detailSlugs } from '@firm/data';
import { describe, expect, it } from 'vitest';
import { detailPaths, prerenderPaths, staticPaths, UNKNOWN_SLUG } from './prerender-paths';

describe('prerendered paths', () => {
  it('include every static route of the spec once', () => {
    expect(new Set(prerenderPaths).size).toBe(prerenderPaths.length);
    for (const path of ['/', '/home', '/404', '/order_received', '/blog-fullwidth']) {
      expect(staticPaths).toContain(path);
    }
  });

  it('include every detail slug, in all three blog layouts', () => {
    for (const slug of detailSlugs.practice)
      expect(detailPaths).toContain(`/practice-single/${slug}`);
    for (const slug of detailSlugs.post) {
      expect(detailPaths).toContain(`/blog-single/${slug}`);
      expect(detailPaths).toContain(`/blog-single-left-sidebar/${slug}`);
      expect(detailPaths).toContain(`/blog-single-fullwidth/${slug}`);
    }
  });

  it('prerender each detail route once more with a slug that matches nothing', () => {
    const placeholders = detailPaths.filter((path) => path.endsWith(`/${UNKNOWN_SLUG}`));
    expect(placeholders.map((path) => path.split('/')[1]).sort()).toEqual([
      'attorneys-single',
      'blog-single',
      'blog-single-fullwidth',
      'blog-single-left-sidebar',
      'case-single',
      'practice-single',
      'product-single',
    ]);
    for (const slugs of Object.values(detailSlugs)) expect(slugs).not.toContain(UNKNOWN_SLUG);
  });
});
