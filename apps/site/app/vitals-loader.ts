/** Loads the web-vitals module once the browser is idle after hydration. */
export function loadVitalsWhenIdle(): () => void {
  let cancelled = false;
  const start = () => {
    if (!cancelled) void import('./vitals').then(({ startVitals }) => startVitals());
  };
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(start, { timeout: 5000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(start, 2000);
  return () => {
    cancelled = true;
    clearTimeout(handle);
  };
}
