import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { PLAIN_CONTROL_ATTRIBUTE } from '../hydration/markers';
import * as styles from './LoadFailureNotice.css';

/** sessionStorage key holding the address of a client-side navigation still in flight. */
const PENDING_NAVIGATION_KEY = 'firm:pending-navigation';

/**
 * Runs before the app's modules, and does two things:
 * 1. When a client-side navigation fails because the next page's code cannot be fetched (a stale
 *    tab after a deploy), React Router reloads the *current* page. The address the visitor asked
 *    for is still recorded, so this finishes the trip with a full page load of that address.
 * 2. When one of the site's own scripts fails to load, the prerendered page stays readable and
 *    a notice with a reload button appears instead of a half-working page. Hidden elements
 *    marked `data-script-fallback` appear too: they stand in for the code where `<noscript>`
 *    cannot, as scripting is on (forms/NoScriptNotice.tsx; the attribute is written out there
 *    because importing it from here would split this module into a chunk of its own).
 *
 * Serialised into the page with `String(watchScriptFailures)` (and minified with the server
 * build), so it must use nothing outside its own body but its argument and the browser's globals.
 * Its hash is added to each page's Content-Security-Policy at build time.
 */
export function watchScriptFailures(pendingKey: string) {
  try {
    // Only a reload can be React Router's: other loads leave storage alone (its first use costs a
    // phone a long task), and useNavigationRecovery clears a stale record after hydration.
    const [load] = performance.getEntriesByType('navigation');
    const pending =
      load instanceof PerformanceNavigationTiming && load.type === 'reload'
        ? sessionStorage.getItem(pendingKey)
        : null;
    if (pending !== null) sessionStorage.removeItem(pendingKey);
    if (
      pending &&
      pending.charAt(0) === '/' &&
      pending.charAt(1) !== '/' &&
      pending !== location.pathname + location.search
    ) {
      location.replace(pending);
      return;
    }
  } catch {
    // Storage can be unavailable (privacy modes): the page loads as it is.
  }
  // Links record where they lead as they are clicked, before React Router starts loading the next
  // page's code: a chunk that fails fast can make it reload before React renders the navigation.
  document.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.origin !== location.origin || (link.target && link.target !== '_self')) return;
      if (link.hasAttribute('download')) return;
      const next = link.pathname + link.search;
      if (next === location.pathname + location.search) return;
      try {
        sessionStorage.setItem(pendingKey, next);
      } catch {
        // Without storage, recovery is left to React Router.
      }
    },
    true,
  );
  const isSiteScript = (target: EventTarget | null) => {
    if (target instanceof HTMLScriptElement) {
      return target.src.includes('/assets/') || (target.type === 'module' && !target.src);
    }
    return (
      target instanceof HTMLLinkElement &&
      target.rel === 'modulepreload' &&
      target.href.includes('/assets/')
    );
  };
  const reveal = () => {
    for (const fallback of document.querySelectorAll<HTMLElement>('[data-script-fallback]')) {
      fallback.hidden = false;
    }
    const notice = document.getElementById('load-failure');
    if (!notice) return;
    notice.hidden = false;
    notice.querySelector('button')?.addEventListener('click', () => window.location.reload());
  };
  window.addEventListener(
    'error',
    (event) => {
      if (isSiteScript(event.target)) reveal();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const message = String(reason instanceof Error ? reason.message : reason);
    if (
      /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
        message,
      )
    ) {
      reveal();
    }
  });
}

/**
 * Records the address of a client-side navigation while it loads, so the watcher can complete it
 * with a full page load if React Router has to reload the page because a chunk failed.
 */
export function useNavigationRecovery() {
  const navigation = useNavigation();
  // Cleared on every arrival, including navigations too quick to render a loading state.
  const { key: arrival } = useLocation();
  const target = navigation.location
    ? navigation.location.pathname + navigation.location.search
    : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `arrival` is the trigger, not an input: each arrival clears the record
  useEffect(() => {
    try {
      if (target) sessionStorage.setItem(PENDING_NAVIGATION_KEY, target);
      else sessionStorage.removeItem(PENDING_NAVIGATION_KEY);
    } catch {
      // Storage can be unavailable (privacy modes); recovery is then left to React Router.
    }
  }, [target, arrival]);
}

/** Goes first in <head>: watches for the site's scripts failing to load. */
export function LoadFailureWatcher() {
  // In the prerendered page only: React leaves a hydrated script's text alone, so the browser's
  // bundle need not carry it.
  const source = import.meta.env.SSR
    ? `(${String(watchScriptFailures)})(${JSON.stringify(PENDING_NAVIGATION_KEY)})`
    : '';
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function, hashed into the CSP at build time
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
  );
}

/** The hidden notice that LoadFailureWatcher reveals when the site's code fails to load. */
export function LoadFailureNotice() {
  return (
    <div id="load-failure" className={styles.notice} role="alert" hidden>
      <p className={styles.text}>
        Part of this page could not be loaded, so some features may not work. A newer version of the
        site may have been published.
      </p>
      {/* Made to work by the inline watcher script, even when none of the site's code runs. */}
      <button type="button" className={styles.button} {...{ [PLAIN_CONTROL_ATTRIBUTE]: '' }}>
        Reload page
      </button>
    </div>
  );
}
