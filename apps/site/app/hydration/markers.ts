// The names the page's early-input script (earlyInput.tsx), the hydration boundaries and the
// tests share. Plain data: the inline script receives them as arguments.

/** The attribute that marks a hydration boundary in the prerendered page. */
export const BOUNDARY_ATTRIBUTE = 'data-hydration-boundary';

/**
 * Dispatched on `window` once the page's shell has hydrated. From then on React can hydrate any
 * part of the page on demand. Not earlier: between `hydrateRoot` and the shell's commit, React
 * Router suspends the root while it decodes the page's data, and React drops a discrete event
 * that lands on a suspended root.
 */
export const SHELL_HYDRATED_EVENT = 'firm:shell-hydrated';

/**
 * Marks an island: markup whose code loads in a chunk of its own after the page's (the header's
 * mini-cart). Until the island sets `data-hydrated`, React cannot hydrate it on demand.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Spread on an island's root element, with `hydrated` from `useHydrated`: a press made before the
 * island's chunk arrives is held by the early-input script and replayed once `data-hydrated`
 * says the island is live.
 */
export const islandProps = (hydrated: boolean) => ({
  [ISLAND_ATTRIBUTE]: '',
  'data-hydrated': hydrated || undefined,
});

/**
 * Marks a control a plain inline script makes work (the load-failure notice's reload button):
 * the early-input script leaves its presses alone, since they never wait for React.
 */
export const PLAIN_CONTROL_ATTRIBUTE = 'data-plain-control';
