/**
 * Builds an attorney's URL slug from the name: the one place this rule lives.
 *
 * Accents are dropped ('José' -> 'Jose'), anything that is not a letter, digit, space or hyphen
 * is removed ("O'Neil" -> 'ONeil', 'Jr.' -> 'Jr'), and runs of spaces or hyphens become one
 * hyphen. Letter case is kept, as the spec's slugs are ('Robert William' -> 'Robert-William').
 */
export function attorneySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
}

/**
 * The first item whose `slug` equals `slug` exactly (slugs are case-sensitive, as URLs are), or
 * `undefined`. "First" matters for case studies, where the spec repeats a slug.
 */
export function findBySlug<TItem extends { readonly slug: string }>(
  items: readonly TItem[],
  slug: string,
): TItem | undefined {
  return items.find((item) => item.slug === slug);
}
