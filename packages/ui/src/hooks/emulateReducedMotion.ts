import { reducedMotionQuery } from './usePrefersReducedMotion.js';

/**
 * For stories and tests: makes `matchMedia` report `prefers-reduced-motion: reduce` (other
 * queries are answered normally). Returns a function that restores the real `matchMedia`.
 */
export function emulateReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    if (query !== reducedMotionQuery) return original.call(window, query);
    const noop = () => undefined;
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: noop,
      removeEventListener: noop,
      addListener: noop,
      removeListener: noop,
      dispatchEvent: () => false,
    };
  };
  return () => {
    window.matchMedia = original;
  };
}
