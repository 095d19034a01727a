import { type ComponentType, lazy } from 'react';

/**
 * An island's component, loaded from a chunk of its own. Requested right after the site's
 * modules have run, not when React first renders it, so the chunk is usually there by the time
 * hydration reaches it and the control is never inert for long. One task later, not during the
 * module evaluation itself: the request (with the preload links Vite adds for the chunk's
 * dependencies) would lengthen that task, the longest of the page load on a phone.
 */
export function lazyIsland<Props>(load: () => Promise<ComponentType<Props>>) {
  const loading = new Promise((resolve) => setTimeout(resolve, 0))
    .then(load)
    .then((component) => ({ default: component }));
  return lazy(() => loading);
}
