import { type ComponentType, use } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_LOADED_ATTRIBUTE } from './markers';

/**
 * An island's component, loaded from a chunk of its own. Requested right after the site's
 * modules have run, not when React first renders it, so the chunk is usually there long before
 * it is needed. One task later, not during the module evaluation itself: the request (with the
 * preload links Vite adds for the chunk's dependencies) would lengthen that task, the longest of
 * the page load on a phone.
 *
 * Once the chunk has arrived, the island's root (`islandProps` with the same `name`) is marked
 * `data-island-loaded` and the component renders without suspending, so React can hydrate the
 * island whenever input reaches it, ahead of its pass (the header's islands come last,
 * `HeaderIsland`), and the early-input script hands such input to React at once. Not
 * `React.lazy`: it suspends on its first render even when its chunk is there, and React drops a
 * discrete event whose part suspends as it hydrates it.
 */
export function lazyIsland<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
) {
  let loaded: ComponentType<Props> | null = null;
  const loading = new Promise((resolve) => setTimeout(resolve, 0)).then(load).then((component) => {
    loaded = component;
    document
      .querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)
      ?.setAttribute(ISLAND_LOADED_ATTRIBUTE, '');
    return component;
  });
  return function Island(props: Props) {
    // `use` may be called conditionally; it suspends only until the chunk has arrived.
    const Component = loaded ?? use(loading);
    return <Component {...props} />;
  };
}
