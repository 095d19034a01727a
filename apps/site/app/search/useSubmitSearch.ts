import { type FormEvent, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryParam, searchPageHref } from './paths';

/**
 * A search form's submit handler: opens the results for the form's query field in the browser,
 * so no request ever carries the query. (react-router's `<Form>` would do the same, at a cost to
 * every page's first load that its budget cannot take.)
 */
export function useSubmitSearch(onSubmitted?: () => void) {
  const navigate = useNavigate();
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const query = new FormData(event.currentTarget).get(queryParam);
      navigate(searchPageHref(typeof query === 'string' ? query : ''));
      onSubmitted?.();
    },
    [navigate, onSubmitted],
  );
}
