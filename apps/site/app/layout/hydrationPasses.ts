/**
 * The footer goes live in a hydration pass of its own, after every pass a page's content uses
 * (the home pages' sections take 1 to 3, the checkout's parts 1 to 4): always below the fold,
 * it never adds its commit to the content's. `hydrationDepths.test.ts` holds the pages to it.
 */
export const FOOTER_HYDRATION_DEPTH = 5;

/**
 * The header's islands (mini-cart, theme switch) go live in the pass after the footer's, alone.
 * At depth 1, as plain Suspense boundaries in the shell, they hydrated with the content's first
 * pass, in one commit: the longest task of a blog post's and /contact's load. Input for one
 * before then does not wait for the pass: React hydrates the island on demand as soon as its
 * code is there (`loadIsland`, `earlyInput.tsx`). Last because `hydrationDepths.test.ts` keeps
 * every page's parts before the footer's pass.
 */
export const HEADER_ISLANDS_HYDRATION_DEPTH = FOOTER_HYDRATION_DEPTH + 1;
