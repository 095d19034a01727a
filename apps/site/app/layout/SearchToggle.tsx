import { visuallyHidden } from '@firm/ui/theme';
import { useState } from 'react';
import { LazySearchResults } from '../search/LazySearchResults';
import { queryParam } from '../search/paths';
import { useSubmitSearch } from '../search/useSubmitSearch';
import { SearchIcon } from './icons';
import * as styles from './SearchToggle.css';
import * as headerStyles from './SiteHeader.css';
import { usePopoverDisclosure } from './usePopoverDisclosure';

/**
 * The header's 'Search' button and the search box it opens and closes. Results show as the
 * visitor types; submitting opens the results page in the browser (no request carries the
 * query). The results' code loads only once the box has been opened.
 */
export function SearchToggle() {
  const search = usePopoverDisclosure<HTMLInputElement>();
  const inputId = `${search.panelId}-input`;
  const [query, setQuery] = useState('');
  const [wasOpened, setWasOpened] = useState(false);
  const submit = useSubmitSearch(search.close);
  if (search.isOpen && !wasOpened) setWasOpened(true);
  return (
    <div {...search.containerProps}>
      <button {...search.triggerProps} className={headerStyles.iconButton} onClick={search.toggle}>
        <SearchIcon className={headerStyles.icon} />
        <span className={visuallyHidden}>Search</span>
      </button>
      <search {...search.panelProps} aria-label="Site" className={headerStyles.dropPanel}>
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={inputId} className={visuallyHidden}>
            Search the site
          </label>
          <input
            ref={search.initialFocusRef}
            id={inputId}
            name={queryParam}
            type="search"
            className={styles.input}
            placeholder="Search…"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon className={headerStyles.icon} />
            <span className={visuallyHidden}>Submit search</span>
          </button>
        </form>
        {wasOpened ? (
          <div className={styles.results}>
            <LazySearchResults query={query} limit={5} onNavigate={search.close} />
          </div>
        ) : null}
      </search>
    </div>
  );
}
