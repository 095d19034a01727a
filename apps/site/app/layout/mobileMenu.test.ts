import { detailSlugs } from '@firm/data';
import { describe, expect, it } from 'vitest';
import { staticPaths } from '../prerender-paths';
import { groupOfPath, mobileMenuContact, mobileMenuGroups } from './mobileMenu';

const menuPaths = [
  ...mobileMenuGroups.flatMap((group) => group.links.map((link) => link.to)),
  mobileMenuContact.to,
];

describe('mobile menu', () => {
  it('has the spec groups in order', () => {
    expect(mobileMenuGroups.map((group) => group.label)).toEqual([
      'Home',
      'Pages',
      'Shop',
      'Services',
      'Projects',
      'Blog',
    ]);
    expect(mobileMenuContact).toEqual({ label: 'Contact', to: '/contact' });
  });

  it('reaches every static route of the spec (the order page comes after checkout)', () => {
    // Not in the spec's menu: the order page comes after checkout, /search is where the
    // header's search box leads, and the accessibility and privacy notices sit in the footer.
    const notInMenu = new Set(['/', '/order_received', '/search', '/accessibility', '/privacy']);
    const reachable = staticPaths.filter((path) => !notInMenu.has(path));
    for (const path of reachable) expect(menuPaths).toContain(path);
    expect(menuPaths).toEqual(expect.arrayContaining(['/wishlist', '/compare']));
  });

  it('reaches every detail route through its first entry', () => {
    const [attorney] = detailSlugs.attorney;
    const [practice] = detailSlugs.practice;
    const [caseStudy] = detailSlugs.case;
    const [post] = detailSlugs.post;
    expect(menuPaths).toEqual(
      expect.arrayContaining([
        `/attorneys-single/${attorney}`,
        `/practice-single/${practice}`,
        `/case-single/${caseStudy}`,
        `/blog-single/${post}`,
        `/blog-single-left-sidebar/${post}`,
        `/blog-single-fullwidth/${post}`,
        '/product-single/Ninja-Hoodi',
      ]),
    );
  });

  it('lists each page once', () => {
    expect(new Set(menuPaths).size).toBe(menuPaths.length);
  });

  it('finds the group of the current page', () => {
    expect(groupOfPath('/')).toBe('Home');
    expect(groupOfPath('/faq/')).toBe('Pages');
    expect(groupOfPath('/cart')).toBe('Shop');
    expect(groupOfPath('/contact')).toBeUndefined();
  });
});
