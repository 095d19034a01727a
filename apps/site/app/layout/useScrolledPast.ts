import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page is scrolled beyond `offset` px. A passive scroll listener: it never delays
 * scrolling, and React skips the render while the answer stays the same. False on the server
 * and in the first client render, so hydration matches the prerendered HTML.
 *
 * The answer changes in a transition. A visitor who scrolled while the page loaded makes it
 * change before the header's islands (theme switch, mini-cart) have their code; an urgent update
 * reaching their dehydrated Suspense boundaries would make React throw their prerendered markup
 * away and show the fallback (nothing) until the code arrives, and the page would jump. A
 * transition waits for the code instead (React: "wrap the original update in startTransition").
 */
export function useScrolledPast(offset: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const update = () => startTransition(() => setPast(window.scrollY > offset));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return isPast;
}
