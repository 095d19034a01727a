import { queryParam } from '../search/paths';
import { SearchPage } from '../search/SearchPage';
import { noIndex, pageMeta } from '../seo';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta({
    title: 'Search',
    description: 'Search the Lexington & Hale site: practice areas, attorneys, cases, articles.',
    path: location.pathname,
  }),
  // A page of results is no page of its own; this also keeps it out of the site's own index.
  noIndex,
];

/** The query lives in the address, which only the browser knows: the prerender is a shell. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { query: new URL(request.url).searchParams.get(queryParam) ?? '' };
}

export function HydrateFallback() {
  return <SearchPage query={null} />;
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by the query: a new submit starts the field and results from the new address.
  return <SearchPage key={loaderData.query} query={loaderData.query} />;
}
