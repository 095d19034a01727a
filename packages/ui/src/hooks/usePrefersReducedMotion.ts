import { useSyncExternalStore } from 'react';

/** The media query the kit's animated components respect. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const getSnapshot = (): boolean => window.matchMedia(reducedMotionQuery).matches;

// The server cannot know the visitor's preference: it renders the static (final) state, and the
// client re-renders with the real value right after hydration, without a mismatch.
const getServerSnapshot = (): boolean => false;

/** `true` while the visitor asks for reduced motion; follows changes to the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
