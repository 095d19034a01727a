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
 * Marks an island, by name: markup whose code loads in a chunk of its own after the page's (the
 * header's mini-cart). Until its code has arrived (`ISLAND_LOADED_ATTRIBUTE`), React cannot
 * hydrate it on demand; it is live once it sets `data-hydrated`.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The islands that come with every page (`loadIsland`), by the name their markup and loader share. */
export const ISLANDS = { miniCart: 'mini-cart', colorScheme: 'color-scheme' } as const;

/**
 * Set on an island's root by `loadIsland` once its code has arrived: from then on React can
 * hydrate it on demand, as it does any part, and the early-input script hands it input at once.
 */
export const ISLAND_LOADED_ATTRIBUTE = 'data-island-loaded';

/**
 * Marks an island whose code loads only when the visitor first goes to use it (`lazyIslandOnUse`):
 * until then it is not late, it is waiting, and checks of whether a page is live leave it out.
 */
export const ISLAND_ON_USE_ATTRIBUTE = 'data-island-on-use';

/** The islands that load on first use, by the name their markup and their loader share. */
export const ISLANDS_ON_USE = { productQuantity: 'product-quantity' } as const;

/**
 * Set on a waiting island's root, and then dispatched there, when the early-input script holds a
 * press, key or text made in it: the island's watch for first use reads the attribute as it
 * starts (the input may come before the site's code runs) and hears the event after. Some input
 * comes with nothing else the watch could see: a click from assistive technology has no pointer
 * over the island and moves no focus.
 */
export const ISLAND_WANTED_ATTRIBUTE = 'data-island-wanted';
export const ISLAND_WANTED_EVENT = 'firm:island-wanted';

/**
 * A part of the prerendered page that has not hydrated yet and that the page itself is still
 * bringing up: a boundary, or an island whose code comes with the page. An island that loads on
 * first use waits for the visitor, not for the page, and is left out. The one definition of "the
 * page is live" (once the document is parsed: before, the parts further down are not in it yet)
 * for the tests and the benchmark (`scripts/bench-interaction.mjs` holds a copy, as plain Node
 * cannot import this file; its test checks the two agree).
 */
export const PENDING_PART_SELECTOR = `[${BOUNDARY_ATTRIBUTE}]:not([data-hydrated]), [${ISLAND_ATTRIBUTE}]:not([data-hydrated]):not([${ISLAND_ON_USE_ATTRIBUTE}])`;

/** The name of an island that comes with every page (`loadIsland`). */
export type PageIslandName = (typeof ISLANDS)[keyof typeof ISLANDS];
/** The name of an island that loads on first use (`lazyIslandOnUse`). */
export type IslandOnUseName = (typeof ISLANDS_ON_USE)[keyof typeof ISLANDS_ON_USE];
/** An island's name: one of `ISLANDS` or `ISLANDS_ON_USE`. */
export type IslandName = PageIslandName | IslandOnUseName;

const islandsOnUse: ReadonlySet<IslandName> = new Set(Object.values(ISLANDS_ON_USE));

/**
 * Spread on an island's root element, with `hydrated` from `useHydrated` and the island's name:
 * a press made before the island's chunk arrives is held by the early-input script and replayed
 * once the island can take it. An island of `ISLANDS_ON_USE` is also marked as loading on first
 * use (`lazyIslandOnUse`).
 */
export const islandProps = (hydrated: boolean, name: IslandName) => ({
  [ISLAND_ATTRIBUTE]: name,
  [ISLAND_ON_USE_ATTRIBUTE]: islandsOnUse.has(name) ? name : undefined,
  'data-hydrated': hydrated || undefined,
});

/**
 * Marks a control a plain inline script makes work (the load-failure notice's reload button):
 * the early-input script leaves its presses alone, since they never wait for React.
 */
export const PLAIN_CONTROL_ATTRIBUTE = 'data-plain-control';
