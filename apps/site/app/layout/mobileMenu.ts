import { detailSlugs } from '@firm/data';
import { blogLayouts } from '../blog/paths';
import { casePath, caseStudiesPath } from '../cases/paths';
import { practicePath, servicesPath } from '../practice/paths';
import {
  cartPath,
  checkoutPath,
  comparePath,
  productPath,
  shopPath,
  wishlistPath,
} from '../shop/paths';
import { homePages, type MenuGroup, type MenuLink } from './navigation';

/** A detail page of the first slug, or nothing when the content has no entry of that kind. */
function firstDetail(label: string, slugs: readonly string[], path: (slug: string) => string) {
  const [first] = slugs;
  return first === undefined ? [] : [{ label, to: path(first) }];
}

/**
 * The mobile menu's groups (spec §2: Home, Pages, Shop, Services, Projects, Blog). Together with
 * its Contact link they reach every route of the spec; detail routes through their first entry.
 */
export const mobileMenuGroups: readonly MenuGroup[] = [
  { label: 'Home', links: homePages },
  {
    label: 'Pages',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'About Me', to: '/about-me' },
      { label: 'Team', to: '/team' },
      ...firstDetail(
        'Attorney Single',
        detailSlugs.attorney,
        (slug) => `/attorneys-single/${slug}`,
      ),
      { label: 'Testimonials', to: '/testimonials' },
      { label: 'Testimonials 2', to: '/testimonials-s2' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Book an Appointment', to: '/booking' },
      { label: '404 Error', to: '/404' },
    ],
  },
  {
    label: 'Shop',
    links: [
      { label: 'Shop', to: shopPath },
      ...firstDetail('Product Single', detailSlugs.product, productPath),
      { label: 'Cart', to: cartPath },
      { label: 'Checkout', to: checkoutPath },
      { label: 'Wishlist', to: wishlistPath },
      { label: 'Compare', to: comparePath },
    ],
  },
  {
    label: 'Services',
    links: [
      { label: 'Services', to: servicesPath },
      { label: 'Services 2', to: '/services-s2' },
      ...firstDetail('Service Single', detailSlugs.practice, practicePath),
    ],
  },
  {
    label: 'Projects',
    links: [
      { label: 'Case Studies', to: caseStudiesPath },
      { label: 'Case Studies 2', to: '/case-studies-s2' },
      ...firstDetail('Case Single', detailSlugs.case, casePath),
    ],
  },
  {
    label: 'Blog',
    links: [
      { label: 'Blog Right Sidebar', to: blogLayouts.right.listPath },
      { label: 'Blog Left Sidebar', to: blogLayouts.left.listPath },
      { label: 'Blog Fullwidth', to: blogLayouts.none.listPath },
      ...firstDetail('Blog Single', detailSlugs.post, blogLayouts.right.postPath),
      ...firstDetail('Blog Single Left Sidebar', detailSlugs.post, blogLayouts.left.postPath),
      ...firstDetail('Blog Single Fullwidth', detailSlugs.post, blogLayouts.none.postPath),
    ],
  },
];

/** The plain link after the groups. */
export const mobileMenuContact: MenuLink = { label: 'Contact', to: '/contact' };

/** The group holding the current page, opened when the menu opens. */
export function groupOfPath(pathname: string): string | undefined {
  const path = pathname === '/' ? '/home' : pathname.replace(/\/+$/, '');
  return mobileMenuGroups.find((group) => group.links.some((link) => link.to === path))?.label;
}
