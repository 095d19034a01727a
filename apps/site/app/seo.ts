import type { MetaDescriptor } from 'react-router-dom';
import { SITE_URL } from '../site.config.mjs';

/** The firm's name as it appears in every document title. */
export const SITE_NAME = 'Lexington & Hale';

export { SITE_URL };

/** Shared preview image for links posted to social networks (1200 x 630). */
export const SOCIAL_IMAGE = '/og-image.png';

/** A JSON-LD node (schema.org vocabulary). */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

export interface PageMetaInput {
  /** The page's own title; the site name is appended. */
  title: string;
  /** One or two sentences for search results (at least 30 characters). */
  description: string;
  /** The path being rendered (React Router's `location.pathname`). */
  path: string;
  /** Open Graph type. @default 'website' */
  type?: 'website' | 'article' | 'product' | 'profile';
  /** Structured data for this page. */
  jsonLd?: readonly JsonLd[];
}

/** Paths that show the same page as another path and name that one as canonical. */
const canonicalAliases: Record<string, string> = { '/home': '/' };

/** The canonical absolute URL of a path: no trailing slash, aliases folded together. */
export function canonicalUrl(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const canonicalPath = canonicalAliases[trimmed] ?? trimmed;
  return `${SITE_URL}${canonicalPath === '/' ? '/' : canonicalPath}`;
}

/** Title, description, canonical URL, Open Graph, Twitter and JSON-LD tags for a route's `meta`. */
export function pageMeta({
  title,
  description,
  path,
  type = 'website',
  jsonLd = [],
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const url = canonicalUrl(path);
  const image = `${SITE_URL}${SOCIAL_IMAGE}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...jsonLd.map((node) => ({
      'script:ld+json': { '@context': 'https://schema.org', ...node },
    })),
  ];
}

/**
 * Keeps a page out of search results: the not-found page, and pages that show only the
 * visitor's own cart, lists or order (their prerendered HTML is a loading shell).
 */
export const noIndex: MetaDescriptor = { name: 'robots', content: 'noindex' };

/** Meta tags of the not-found page, also used by detail routes whose slug matches nothing. */
export function notFoundMeta(path: string): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: 'Page Not Found',
      description:
        'The page you were looking for does not exist or has moved. Try the links below.',
      path,
    }).filter((tag) => !('tagName' in tag)),
    noIndex,
  ];
}

/** "Family-Law" -> "Family Law": readable text for a slug when nothing better is known. */
export function titleFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ');
}

/** A BreadcrumbList for a detail page: Home > section > page. */
export function breadcrumbs(trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}
