import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled beyond `offset` px. A passive scroll listener: it never delays
 * scrolling, and React skips the render while the answer stays the same. False on the server
 * and in the first client render, so hydration matches the prerendered HTML.
 */
export function useScrolledPast(offset: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return isPast;
}
