import { SEARCH_BUNDLE_PATH } from './bundle.mjs';

/**
 * The part of Pagefind's browser API this site uses (the bundle that scripts/postbuild.mjs
 * writes to /pagefind/; its types are not published on npm, see Pagefind's
 * pagefind_web_js/types/index.d.ts).
 */
interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Partial<Record<string, string>>;
}

interface PagefindResult {
  id: string;
  data: () => Promise<PagefindFragment>;
}

interface Pagefind {
  init: () => Promise<void>;
  /** Resolves to null when a newer call has replaced this one before it ran. */
  debouncedSearch: (
    query: string,
    options?: object,
    debounceMs?: number,
  ) => Promise<{ results: PagefindResult[] } | null>;
}

const bundleUrl = `${SEARCH_BUNDLE_PATH}pagefind.js`;

/** A page that matches a query: what a results list shows. */
export interface SearchHit {
  id: string;
  url: string;
  title: string;
  /** Pagefind's excerpt: escaped page text with the matched words in `<mark>` elements. */
  excerpt: string;
}

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind once, on first use: never part of a page's first load. Its index loads in
 * chunks, on demand, from the same origin; nothing typed leaves the browser.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* @vite-ignore */ bundleUrl).then(async (module: Pagefind) => {
    await module.init();
    return module;
  });
  // A failed load (offline, a deploy in between) may be retried by the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Typing pauses this long before a search runs, so each keystroke does not search. */
const typingPauseMs = 120;

/**
 * The pages matching `query`, best first, at most `limit` of them with their data loaded; null
 * when a newer query replaced this one while it waited.
 */
export async function searchSite(
  query: string,
  limit: number,
): Promise<{ total: number; hits: SearchHit[] } | null> {
  const pagefind = await loadPagefind();
  const found = await pagefind.debouncedSearch(query, {}, typingPauseMs);
  if (!found) return null;
  const hits = await Promise.all(
    found.results.slice(0, limit).map(async (result) => {
      const data = await result.data();
      return {
        id: result.id,
        url: data.url,
        title: data.meta.title ?? data.url,
        excerpt: data.excerpt,
      };
    }),
  );
  return { total: found.results.length, hits };
}
