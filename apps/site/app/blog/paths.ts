import type { SidebarPlacement } from './SidebarLayout';

/** Address of a post in the default layout: the canonical page of every post. */
export const postPath = (slug: string) => `/blog-single/${slug}`;

/** The blog list in the default layout. */
export const blogPath = '/blog';

/** Where the blog list and its posts live in each sidebar layout. */
export interface BlogLayout {
  /** The list page. */
  listPath: string;
  /** A post's page in the same layout. */
  postPath: (slug: string) => string;
}

/** The three blog layouts, by sidebar placement: right (default), left, none (full width). */
export const blogLayouts: Record<SidebarPlacement, BlogLayout> = {
  right: { listPath: blogPath, postPath },
  left: {
    listPath: '/blog-left-sidebar',
    postPath: (slug) => `/blog-single-left-sidebar/${slug}`,
  },
  none: {
    listPath: '/blog-fullwidth',
    postPath: (slug) => `/blog-single-fullwidth/${slug}`,
  },
};
