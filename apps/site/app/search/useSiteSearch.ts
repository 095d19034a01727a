import { useEffect, useState } from 'react';
import { type SearchHit, searchSite } from './pagefind';

export type SiteSearchState =
  | { status: 'empty' }
  | { status: 'searching' }
  | { status: 'found'; query: string; total: number; hits: SearchHit[] }
  | { status: 'failed' };

/**
 * Searches the site's index as `query` changes (trimmed; blank means no search), keeping only
 * the answer to the latest query.
 */
export function useSiteSearch(query: string, limit: number): SiteSearchState {
  const term = query.trim();
  const [state, setState] = useState<SiteSearchState>({ status: 'empty' });
  useEffect(() => {
    if (term === '') {
      setState({ status: 'empty' });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'found' ? previous : { status: 'searching' }));
    searchSite(term, limit).then(
      (found) => {
        if (current && found) setState({ status: 'found', query: term, ...found });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [term, limit]);
  return state;
}
