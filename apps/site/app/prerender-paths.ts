import { detailSlugs } from '@firm/data';

/** Routes without parameters, exactly as listed in the spec (plus the shop's own lists and the legal pages). */
export const staticPaths = [
  '/',
  '/home',
  '/home-2',
  '/home-3',
  '/about',
  '/about-me',
  '/testimonials',
  '/testimonials-s2',
  '/team',
  '/faq',
  '/404',
  '/contact',
  '/services',
  '/services-s2',
  '/case-studies',
  '/case-studies-s2',
  '/blog',
  '/blog-left-sidebar',
  '/blog-fullwidth',
  '/shop',
  '/cart',
  '/checkout',
  '/order_received',
  '/booking',
  '/wishlist',
  '/compare',
  // The results page's shell: the query is read in the browser (routes/search.tsx).
  '/search',
  '/accessibility',
  '/privacy',
] as const;

/**
 * A slug that matches nothing. Each detail route is also prerendered with it, and the server
 * answers an unknown slug with that page and HTTP 404, so the detail route hydrates HTML that it
 * rendered itself (a generic 404.html would not match its markup).
 */
export const UNKNOWN_SLUG = '__not-found';

const unique = (slugs: readonly string[]) => [...new Set([...slugs, UNKNOWN_SLUG])];

/** Every detail page, one per slug in the content package. */
export const detailPaths: readonly string[] = [
  ...unique(detailSlugs.attorney).map((slug) => `/attorneys-single/${slug}`),
  ...unique(detailSlugs.practice).map((slug) => `/practice-single/${slug}`),
  ...unique(detailSlugs.case).map((slug) => `/case-single/${slug}`),
  ...unique(detailSlugs.post).flatMap((slug) => [
    `/blog-single/${slug}`,
    `/blog-single-left-sidebar/${slug}`,
    `/blog-single-fullwidth/${slug}`,
  ]),
  ...unique(detailSlugs.product).map((slug) => `/product-single/${slug}`),
];

export const prerenderPaths: readonly string[] = [...staticPaths, ...detailPaths];
