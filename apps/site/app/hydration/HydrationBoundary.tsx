import { type ReactNode, type RefObject, Suspense, useEffect, useId, useRef } from 'react';
import * as styles from './HydrationBoundary.css';
import { BOUNDARY_ATTRIBUTE } from './markers';

/**
 * The boundaries of the prerendered page, by id, read once as the site's code starts (module
 * scripts run after the document is parsed). Boundaries rendered later by client-side navigation
 * are not in it: they are live as soon as they render.
 */
const pendingBoundaries = new Set(
  typeof document === 'undefined'
    ? []
    : Array.from(document.querySelectorAll(`[${BOUNDARY_ATTRIBUTE}]`), (element) =>
        element.getAttribute(BOUNDARY_ATTRIBUTE),
      ),
);

let resolvePageHydrated = () => {};
const pageHydrated = new Promise<void>((resolve) => {
  resolvePageHydrated = resolve;
});
if (pendingBoundaries.size === 0) resolvePageHydrated();

/**
 * Resolves once every boundary of the prerendered page has hydrated. State that changes what a
 * boundary renders (a restored cart, say) must wait for it: a boundary hydrating after such a
 * change would no longer match its prerendered markup.
 */
export function whenPageHydrated(): Promise<void> {
  return pageHydrated;
}

/**
 * A boundary that has hydrated, or left the page before it could, no longer holds the page up.
 * Nor does one whose markup is gone from the document: when hydration fails (markup that does
 * not match, a browser extension's), React renders the part, or the whole page, afresh, and the
 * new boundaries have ids of their own. Without this, the page would never count as hydrated,
 * and what waits for it (the header's islands, the shop's restore) would wait for ever.
 */
function settle(id: string | null) {
  if (id !== null) pendingBoundaries.delete(id);
  for (const pending of pendingBoundaries) {
    if (
      pending === null ||
      !document.querySelector(`[${BOUNDARY_ATTRIBUTE}="${CSS.escape(pending)}"]`)
    ) {
      pendingBoundaries.delete(pending);
    }
  }
  if (pendingBoundaries.size === 0) resolvePageHydrated();
}

/** Rendered inside the Suspense boundary, so its effect runs when the boundary has hydrated. */
function HydratedMark({ id, marker }: { id: string; marker: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    settle(id);
    marker.current?.setAttribute('data-hydrated', '');
  }, [id, marker]);
  return null;
}

/**
 * `depth` Suspense boundaries, one inside the other, around `children`. React hydrates every
 * dehydrated boundary it finds in one pass and commits them together; a boundary inside one that
 * is hydrating is left for the next pass. So each level of nesting is one more pass with a commit
 * of its own, and the boundaries of a heavy part, given different depths, no longer add up into
 * one long commit.
 */
export function NestedSuspense({ depth, children }: { depth: number; children: ReactNode }) {
  return depth <= 1 ? (
    <Suspense>{children}</Suspense>
  ) : (
    <Suspense>
      <NestedSuspense depth={depth - 1}>{children}</NestedSuspense>
    </Suspense>
  );
}

/**
 * A part of the page that hydrates on its own: a Suspense boundary, so React's selective
 * hydration applies (react.dev, `hydrateRoot`). React hydrates the page's shell first and the
 * boundaries after it, in time-sliced passes, so the main thread stays free for input; a click,
 * key or submit on a boundary that has not hydrated yet makes React hydrate that boundary (and
 * any it sits in) at once, ahead of the others, and then handle the event. Nothing here suspends
 * or waits for a turn: a suspended boundary could not be hydrated on demand, and React would drop
 * the event.
 *
 * Time slicing splits a pass's rendering, not its commit: every boundary hydrated in one pass
 * commits (layout and passive effects included) in one task. Sibling boundaries share a pass, so
 * a page whose parts are heavy gives them different `depth`s, one commit each.
 *
 * `data-hydrated` marks the boundary once it is live, for `whenPageHydrated`, the benchmark's
 * time-to-live figure and tests about hydration itself.
 */
export function HydrationBoundary({
  depth = 1,
  children,
}: {
  /**
   * How many passes after the shell the part hydrates in: the number of Suspense boundaries
   * around it. @default 1
   */
  depth?: number;
  children: ReactNode;
}) {
  const id = useId();
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    // A client-side navigation can take a boundary (and the ones inside it) off the page before
    // it hydrated: it never will, and must not keep the page waiting.
    return () => {
      settle(id);
      for (const inner of element?.querySelectorAll(`[${BOUNDARY_ATTRIBUTE}]`) ?? []) {
        settle(inner.getAttribute(BOUNDARY_ATTRIBUTE));
      }
    };
  }, [id]);
  return (
    <div ref={marker} className={styles.marker} {...{ [BOUNDARY_ATTRIBUTE]: id }}>
      <NestedSuspense depth={depth}>
        <HydratedMark id={id} marker={marker} />
        {children}
      </NestedSuspense>
    </div>
  );
}
