import { type ComponentType, lazy } from 'react';
import {
  ISLAND_ON_USE_ATTRIBUTE,
  ISLAND_WANTED_ATTRIBUTE,
  ISLAND_WANTED_EVENT,
  type IslandOnUseName,
} from './markers';

// A module of its own, not part of island.tsx: that one is in every page's app shell (the
// header's islands use it), and this is needed only where an island waits for first use.

/**
 * What shows that a visitor is about to use a part: the pointer comes over it (a finger's too, as
 * it touches), a touch starts on it, focus enters it. They come before the press, key or text they
 * lead to; the early-input script holds that input until the part is live.
 */
const USE_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * A visitor went to use `island` before this code ran (on a slow network the page shows, and
 * takes input, long before): the pointer rests on it, focus is in it, or the early-input script
 * holds input made there.
 */
const usedBefore = (island: Element) =>
  island.hasAttribute(ISLAND_WANTED_ATTRIBUTE) ||
  island.matches(':hover') ||
  island.contains(document.activeElement);

/** Calls `use` when a visitor starts to use `island`, or a held input there asks for it. */
function watchForUse(island: Element, use: () => void, signal: AbortSignal) {
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && island.contains(event.target)) use();
  };
  const options = { capture: true, passive: true, signal };
  for (const type of USE_EVENTS) document.addEventListener(type, onEvent, options);
  island.addEventListener(ISLAND_WANTED_EVENT, use, { signal });
}

/**
 * An island whose code loads and runs only when the visitor first goes to use it: for a part
 * whose first render is costly and that most visitors never touch at once (the product page's
 * quantity stepper, whose `Intl.NumberFormat` costs some 30 ms at 1x, see ProductQuantity.tsx).
 * Its prerendered markup stays in place and works as HTML until then; a press, key or text made
 * in it is held by the early-input script and replayed once it is live.
 *
 * `name` is the island's name in `islandProps`. Where no prerendered island of that name was
 * on the page when this module ran (the page came by a client-side navigation), it loads at once.
 *
 * Render `Component` in a Suspense boundary whose fallback calls `load` as it mounts: React
 * renders that fallback only when it renders the island on the client instead of hydrating it,
 * and then the prerendered markup is gone, so the code must load now. That is the case on a
 * client-side navigation, and when an update reaches the part while it waits: React counts any
 * context that changes above a part it has not hydrated as read there, so React Router's
 * location after an in-page jump (the skip link) is enough. The part is then empty until its
 * code has run (`e2e/hydration.spec.ts` checks it comes back working): the price of not
 * loading it with the page.
 */
export function lazyIslandOnUse<Props>(
  name: IslandOnUseName,
  loadComponent: () => Promise<ComponentType<Props>>,
) {
  let load = () => {};
  const wanted = new Promise<void>((resolve) => {
    load = resolve;
  });
  const watch = new AbortController();
  wanted.then(() => watch.abort());
  const prerendered =
    typeof document === 'undefined'
      ? null
      : document.querySelector(`[${ISLAND_ON_USE_ATTRIBUTE}="${name}"]:not([data-hydrated])`);
  if (prerendered && !usedBefore(prerendered)) watchForUse(prerendered, load, watch.signal);
  else load();
  const Component = lazy(() =>
    wanted.then(loadComponent).then((component) => ({ default: component })),
  );
  return { Component, load };
}
