import { type ReactNode, type RefObject, Suspense, use, useEffect, useId, useRef } from 'react';
import * as styles from './DeferredHydration.css';

const MARKER = 'data-deferred-hydration';

/**
 * The deferred parts of the prerendered page, by id, read once as the site's code starts (module
 * scripts run after the document is parsed). Parts rendered later by client-side navigation are
 * not in it, so they render at once instead of waiting for a turn.
 */
const prerenderedParts = new Set(
  typeof document === 'undefined'
    ? []
    : Array.from(document.querySelectorAll(`[${MARKER}]`), (element) =>
        element.getAttribute(MARKER),
      ),
);

let resolvePageHydrated = () => {};
const pageHydrated = new Promise<void>((resolve) => {
  resolvePageHydrated = resolve;
});
if (prerenderedParts.size === 0) resolvePageHydrated();

/**
 * Resolves once every deferred part of the prerendered page has hydrated. State that changes
 * what a part renders (a restored cart, say) must wait for it: a part hydrating after such a
 * change would no longer match its prerendered markup.
 */
export function whenPageHydrated(): Promise<void> {
  return pageHydrated;
}

const turns = new Map<string, Promise<void>>();
/** Called when a part has hydrated (or left): the next part's turn may come. */
const partsDone = new Map<string, () => void>();

/** A part that has hydrated, or left the page before its turn, no longer holds the page up. */
function settle(id: string | null) {
  if (id === null) return;
  prerenderedParts.delete(id);
  turns.delete(id);
  partsDone.get(id)?.();
  partsDone.delete(id);
  if (prerenderedParts.size === 0) resolvePageHydrated();
}

let previousPartDone: Promise<void> = Promise.resolve();

/**
 * Each part's turn comes one task after the previous part (in document order) has hydrated.
 * Chaining on the previous turn instead would let two turns pass before React renders the
 * first, and React would then hydrate both in one long task.
 */
function turnOf(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    turn = previousPartDone.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    turns.set(id, turn);
    previousPartDone = new Promise<void>((resolve) => partsDone.set(id, resolve));
  }
  return turn;
}

function HydrationTurn({
  id,
  marker,
  children,
}: {
  id: string;
  marker: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  // Suspending leaves the prerendered markup in place, visible and readable; React hydrates it
  // when the turn comes.
  if (prerenderedParts.has(id)) use(turnOf(id));
  useEffect(() => {
    settle(id);
    marker.current?.setAttribute('data-hydrated', '');
  }, [id, marker]);
  return children;
}

/**
 * Hydrates its children in a pass of their own, after the rest of the page, one part per task.
 *
 * Hydrating a whole page at once runs every component's effects and state corrections in one
 * long task, which blocks input on a phone (Lighthouse's Total Blocking Time). Each deferred
 * part commits separately, so no task holds the main thread for long. Until its turn, a part
 * shows its prerendered markup, which works as plain HTML (links, native controls). Parts that
 * client-side navigation renders later are not deferred.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  const id = useId();
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    // A client-side navigation can take a part (and the parts inside it) off the page before
    // their turn: they will never hydrate, so they must not keep the page waiting.
    return () => {
      settle(id);
      for (const inner of element?.querySelectorAll(`[${MARKER}]`) ?? []) {
        settle(inner.getAttribute(MARKER));
      }
    };
  }, [id]);
  return (
    <div ref={marker} className={styles.marker} data-deferred-hydration={id}>
      <Suspense>
        <HydrationTurn id={id} marker={marker}>
          {children}
        </HydrationTurn>
      </Suspense>
    </div>
  );
}
