import { lazy, Suspense } from 'react';
import type { SearchResultsProps } from './SearchResults';

const SearchResults = lazy(() => import('./SearchResults'));

/**
 * The search results, whose code (and Pagefind, which it loads) arrive only when rendered:
 * render it once a visitor opens or focuses a search box, never in a page's first load.
 */
export function LazySearchResults(props: SearchResultsProps) {
  return (
    <Suspense fallback={null}>
      <SearchResults {...props} />
    </Suspense>
  );
}
