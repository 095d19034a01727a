// Its own module, apart from content-rules.ts, which every page loads: only the modules of whole
// entries (an entry's own page) use it.

/**
 * Each summary with the fields of its own page joined on by their key (`Id`, or the collection's
 * own, such as a blog post's `id`). A collection's content keeps what its lists show (the
 * summaries) apart from what only an entry's own page shows, so that a list's bundle never
 * carries the longer texts. A summary without a page keeps only its own fields, and the whole
 * entry's schema then names what is missing.
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
  const pageOf = new Map<string, TPage>(pages.map((page) => [page[key], page]));
  return summaries.map(
    (summary) => ({ ...pageOf.get(summary[key]), ...summary }) as TSummary & Omit<TPage, TKey>,
  );
}
