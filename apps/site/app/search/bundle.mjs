// Plain JavaScript: the post-build step and the budget checker (Node scripts) read it too.

/**
 * Where the post-build step writes the site's search bundle (Pagefind's script, WebAssembly and
 * index) and where the browser loads it from, on demand. Only the search code may import this:
 * scripts/check-budgets.mjs tells search code from other code by this address in it.
 */
export const SEARCH_BUNDLE_PATH = '/pagefind/';
