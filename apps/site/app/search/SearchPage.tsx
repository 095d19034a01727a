import { Button, Container, Inline, TextField } from '@firm/ui';
import { useState } from 'react';
import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { LazySearchResults } from './LazySearchResults';
import { queryParam } from './paths';
import * as styles from './SearchPage.css';
import { useSubmitSearch } from './useSubmitSearch';

interface SearchPageProps {
  /** The query from the address, once the browser has read it; null in the prerendered shell. */
  query: string | null;
}

/**
 * The results page: a search form holding the query from the address, and the results, which
 * follow what the visitor types. Submitting puts the query in the address (a history entry).
 */
export function SearchPage({ query }: SearchPageProps) {
  const [typed, setTyped] = useState(query ?? '');
  const submit = useSubmitSearch();
  return (
    <>
      <PageTitle title="Search" />
      <Section>
        <Container width="narrow" gutter={false} display="grid" gap="md">
          <search aria-label="Site">
            <form onSubmit={submit}>
              <Inline space="sm" alignY="end" wrap={false}>
                <TextField
                  className={styles.field}
                  label="Search the site"
                  name={queryParam}
                  type="search"
                  value={typed}
                  onChange={setTyped}
                />
                <Button type="submit">Search</Button>
              </Inline>
            </form>
          </search>
          {query === null ? null : <LazySearchResults query={typed} />}
        </Container>
      </Section>
    </>
  );
}
