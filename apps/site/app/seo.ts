/** The firm's name as it appears in every document title. */
export const SITE_NAME = 'Lexington & Hale';

/** Title and description tags for a route's `meta` export. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: 'description', content: description }];
}

/** "Family-Law" -> "Family Law": readable text for a slug when nothing better is known. */
export function titleFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ');
}

/** Meta tags of the not-found page, also used by detail routes whose slug matches nothing. */
export function notFoundMeta() {
  return pageMeta('Page Not Found', 'The page you were looking for does not exist or has moved.');
}
