import { type ComponentType, use } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_LOADED_ATTRIBUTE, type PageIslandName } from './markers';

/** An island's component as its chunk delivers it: `current` once it has arrived. */
export interface IslandChunk<Props> {
  current: ComponentType<Props> | null;
  loading: Promise<ComponentType<Props>>;
}

/**
 * Loads an island's component from a chunk of its own; render it with `Island`. Requested right
 * after the site's modules have run, not when React first renders it, so the chunk is usually
 * there long before it is needed. One task later, not during the module evaluation itself: the
 * request (with the preload links Vite adds for the chunk's dependencies) would lengthen that
 * task, the longest of the page load on a phone.
 *
 * Once the chunk has arrived, the island's root (`islandProps` with the same `name`) is marked
 * `data-island-loaded` and `Island` renders without suspending, so React can hydrate the island
 * whenever input reaches it, ahead of its pass (the header's islands come last, `HeaderIsland`),
 * and the early-input script hands such input to React at once. Not `React.lazy`: it suspends on
 * its first render even when its chunk is there, and React drops a discrete event whose part
 * suspends as it hydrates (`e2e/hydration.spec.ts` loses the press with it).
 */
export function loadIsland<Props>(
  name: PageIslandName,
  load: () => Promise<ComponentType<Props>>,
): IslandChunk<Props> {
  const chunk: IslandChunk<Props> = {
    current: null,
    loading: new Promise((resolve) => setTimeout(resolve, 0)).then(load).then((component) => {
      chunk.current = component;
      document
        .querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)
        ?.setAttribute(ISLAND_LOADED_ATTRIBUTE, '');
      return component;
    }),
  };
  return chunk;
}

/** Renders an island's component, suspending only until its chunk has arrived. */
export function Island<Props extends object>({
  chunk,
  props,
}: {
  chunk: IslandChunk<Props>;
  props: Props;
}) {
  // `use` may be called conditionally.
  const Component = chunk.current ?? use(chunk.loading);
  return <Component {...props} />;
}
