/** The results page; the query travels in `?q=` and is read in the browser. */
export const searchPagePath = '/search';

/** The name of the query field in every search form, and of the results page's parameter. */
export const queryParam = 'q';

/** The address of the results for `query`. */
export function searchPageHref(query: string): string {
  return `${searchPagePath}?${new URLSearchParams({ [queryParam]: query.trim() })}`;
}
