import { visuallyHidden } from '@firm/ui/theme';
import type { FormEvent } from 'react';
import { SearchIcon } from './icons';
import * as styles from './SearchToggle.css';
import * as headerStyles from './SiteHeader.css';
import { usePopoverDisclosure } from './usePopoverDisclosure';

/** The demo site has no search: submitting the box goes nowhere and sends nothing (spec §2). */
const ignoreSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/** The header's 'Search' button and the search box it opens and closes. */
export function SearchToggle() {
  const search = usePopoverDisclosure<HTMLInputElement>();
  const inputId = `${search.panelId}-input`;
  return (
    <div {...search.containerProps}>
      <button {...search.triggerProps} className={headerStyles.iconButton} onClick={search.toggle}>
        <SearchIcon className={headerStyles.icon} />
        <span className={visuallyHidden}>Search</span>
      </button>
      <search {...search.panelProps} aria-label="Site" className={headerStyles.dropPanel}>
        <form className={styles.form} onSubmit={ignoreSubmit}>
          <label htmlFor={inputId} className={visuallyHidden}>
            Search the site
          </label>
          <input
            ref={search.initialFocusRef}
            id={inputId}
            name="q"
            type="search"
            className={styles.input}
            placeholder="Search…"
            autoComplete="off"
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon className={headerStyles.icon} />
            <span className={visuallyHidden}>Submit search</span>
          </button>
        </form>
      </search>
    </div>
  );
}
