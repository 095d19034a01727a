import { Box, Text } from '@firm/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Excerpt } from './Excerpt';
import { searchMessages } from './messages';
import { loadPagefind } from './pagefind';
import { searchPageHref } from './paths';
import * as styles from './SearchResults.css';
import { type SiteSearchState, useSiteSearch } from './useSiteSearch';

export interface SearchResultsProps {
  /** What the visitor typed so far. */
  query: string;
  /** How many results to list; a link to the results page offers the rest. */
  limit?: number;
  /** Called when a result or the link to all results is followed (a dropdown closes). */
  onNavigate?: () => void;
}

function statusText(state: SiteSearchState) {
  switch (state.status) {
    case 'empty':
      return searchMessages.empty;
    case 'searching':
      return searchMessages.searching;
    case 'failed':
      return searchMessages.failed;
    case 'found':
      return state.total === 0
        ? searchMessages.noMatch(state.query)
        : searchMessages.found(state.total, state.query);
  }
}

/**
 * Live results for a search box: a polite status line with the count (screen readers announce
 * it as it changes), then title, excerpt and link of each match. Loaded on demand
 * (LazySearchResults), and it loads Pagefind as it mounts, so the first keystroke finds the
 * index on its way.
 */
export default function SearchResults({
  query,
  limit = Number.POSITIVE_INFINITY,
  onNavigate,
}: SearchResultsProps) {
  const state = useSiteSearch(query, limit);
  useEffect(() => {
    // Warming up only: a failure shows when a search runs.
    loadPagefind().catch(() => {});
  }, []);
  return (
    <Box display="grid" gap="sm" marginTop="sm" data-pagefind-ignore="all">
      <Text as="p" role="status" aria-live="polite" tone="neutral">
        {statusText(state)}
      </Text>
      {state.status === 'found' && state.hits.length > 0 ? (
        <Box as="ol" display="grid" gap="md" aria-label="Search results">
          {state.hits.map((hit) => (
            <Box as="li" key={hit.id} display="grid" gap="xxs">
              <Link to={hit.url} className={styles.title} onClick={onNavigate}>
                {hit.title}
              </Link>
              <Text as="p" tone="neutral" breakWords>
                <Excerpt html={hit.excerpt} />
              </Text>
            </Box>
          ))}
        </Box>
      ) : null}
      {state.status === 'found' && state.total > state.hits.length ? (
        <Link to={searchPageHref(state.query)} className={styles.seeAll} onClick={onNavigate}>
          {searchMessages.seeAll(state.total)}
        </Link>
      ) : null}
    </Box>
  );
}
