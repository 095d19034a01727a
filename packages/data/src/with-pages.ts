// Its own module, apart from content-rules.ts, which every page loads: the whole-entry modules
// (an entry's own page) and the build-time firm check use it.

/**
 * Each summary with the fields of its own page joined on by their key (`Id`, or the collection's
 * own, such as a blog post's `id`). A collection's content keeps what its lists show (the
 * summaries) apart from what only an entry's own page shows, so that a list's bundle never
 * carries the longer texts. A summary without a page keeps only its own fields, and the whole
 * entry's schema then names what is missing; a page whose key no summary has, or a key given
 * two pages, throws, as no schema sees the pages on their own.
 */
export function withPages<
  TSummary extends Record<TKey, string>,
  TPage extends Record<TKey, string>,
  TKey extends string = 'Id',
>(
  summaries: readonly TSummary[],
  pages: readonly TPage[],
  key: TKey = 'Id' as TKey,
): (TSummary & Omit<TPage, TKey>)[] {
  const pageOf = new Map<string, TPage>();
  const summaryKeys = new Set<string>(summaries.map((summary) => summary[key]));
  for (const page of pages) {
    if (!summaryKeys.has(page[key]) || pageOf.has(page[key])) {
      const problem = pageOf.has(page[key]) ? 'is given to two pages' : 'has no summary';
      throw new Error(`The page content's ${key} "${page[key]}" ${problem}.`);
    }
    pageOf.set(page[key], page);
  }
  return summaries.map(
    (summary) => ({ ...pageOf.get(summary[key]), ...summary }) as TSummary & Omit<TPage, TKey>,
  );
}
