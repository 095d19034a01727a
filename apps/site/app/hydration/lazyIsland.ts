import { type ComponentType, lazy } from 'react';
import { ISLAND_ON_USE_ATTRIBUTE, ISLAND_WANTED_EVENT } from './markers';

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

/**
 * What shows that a visitor is about to use a part: the pointer comes over it (a finger's too, as
 * it touches), a touch starts on it, focus enters it. They come before the press, key or text they
 * lead to; the early-input script holds that input until the part is live.
 */
const USE_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Resolves when a visitor starts to use `island`, or a held input there asks for it. */
function firstUseOf(island: Element): Promise<void> {
  return new Promise((resolve) => {
    const watch = new AbortController();
    const used = () => {
      watch.abort();
      resolve();
    };
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && island.contains(event.target)) used();
    };
    const options = { capture: true, passive: true, signal: watch.signal };
    for (const type of USE_EVENTS) document.addEventListener(type, onEvent, options);
    island.addEventListener(ISLAND_WANTED_EVENT, used, { signal: watch.signal });
  });
}

/**
 * An island whose code loads and runs only when the visitor first goes to use it: for a part
 * whose first render is costly and that most visitors never touch at once (the product page's
 * quantity stepper, whose `Intl.NumberFormat` costs some 30 ms at 1x, see ProductQuantity.tsx).
 * Its prerendered markup stays in place and works as HTML until then; a press, key or text made
 * in it is held by the early-input script and replayed once it is live.
 *
 * `name` is the island's `onUse` in `islandProps`. Where no prerendered island of that name was
 * on the page when this module ran (the page came by a client-side navigation), it loads as soon
 * as it renders. Render `Island` in a Suspense boundary whose fallback calls `load` as it mounts:
 * React renders that fallback only when it renders the island on the client instead of
 * hydrating it (mounted by a navigation, or an update reached it before it hydrated), and then
 * the prerendered markup is gone, so the code must load now.
 */
export function lazyIslandOnUse<Props>(
  name: string,
  loadComponent: () => Promise<ComponentType<Props>>,
) {
  let load = () => {};
  const wanted = new Promise<void>((resolve) => {
    load = resolve;
  });
  const prerendered =
    typeof document === 'undefined'
      ? null
      : document.querySelector(`[${ISLAND_ON_USE_ATTRIBUTE}="${name}"]:not([data-hydrated])`);
  if (prerendered) firstUseOf(prerendered).then(load);
  else load();
  const Island = lazy(() =>
    wanted.then(loadComponent).then((component) => ({ default: component })),
  );
  return { Island, load };
}
