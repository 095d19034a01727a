import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { PLAIN_CONTROL_ATTRIBUTE } from '../hydration/markers';
import * as styles from './LoadFailureNotice.css';

/** sessionStorage key holding the address of a client-side navigation still in flight. */
const PENDING_NAVIGATION_KEY = 'firm:pending-navigation';

// Runs before the app's modules, and does two things:
// 1. When a client-side navigation fails because the next page's code cannot be fetched (a stale
//    tab after a deploy), React Router reloads the *current* page. The address the visitor asked
//    for is still recorded, so this finishes the trip with a full page load of that address.
// 2. When one of the site's own scripts fails to load, the prerendered page stays readable and
//    a notice with a reload button appears instead of a half-working page. Hidden elements
//    marked `data-script-fallback` appear too: they stand in for the code where `<noscript>`
//    cannot, as scripting is on (forms/NoScriptNotice.tsx; the attribute is written out there
//    because importing it from here would split this module into a chunk of its own).
// Its hash is added to each page's Content-Security-Policy at build time.
const watchScriptFailures = `(function () {
  try {
    // Only a reload can be React Router's: other loads leave storage alone (its first use costs a
    // phone a long task), and useNavigationRecovery clears a stale record after hydration.
    var load = performance.getEntriesByType('navigation')[0];
    var pending = load && load.type === 'reload' ? sessionStorage.getItem('${PENDING_NAVIGATION_KEY}') : null;
    if (pending !== null) sessionStorage.removeItem('${PENDING_NAVIGATION_KEY}');
    if (pending && pending.charAt(0) === '/' && pending.charAt(1) !== '/' && pending !== location.pathname + location.search) {
      location.replace(pending);
      return;
    }
  } catch (error) {}
  // Links record where they lead as they are clicked, before React Router starts loading the next
  // page's code: a chunk that fails fast can make it reload before React renders the navigation.
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.origin !== location.origin || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    var next = link.pathname + link.search;
    if (next === location.pathname + location.search) return;
    try {
      sessionStorage.setItem('${PENDING_NAVIGATION_KEY}', next);
    } catch (error) {}
  }, true);
  function isSiteScript(target) {
    if (!target || !target.tagName) return false;
    var url = target.tagName === 'SCRIPT' ? target.src : target.tagName === 'LINK' && target.rel === 'modulepreload' ? target.href : '';
    return url.indexOf('/assets/') !== -1 || (target.tagName === 'SCRIPT' && target.type === 'module' && !target.src);
  }
  function reveal() {
    var fallbacks = document.querySelectorAll('[data-script-fallback]');
    for (var i = 0; i < fallbacks.length; i++) fallbacks[i].hidden = false;
    var notice = document.getElementById('load-failure');
    if (!notice) return;
    notice.hidden = false;
    var button = notice.querySelector('button');
    if (button) button.addEventListener('click', function () { window.location.reload(); });
  }
  window.addEventListener('error', function (event) {
    if (isSiteScript(event.target)) reveal();
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason && String(event.reason.message || event.reason);
    if (/dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(reason)) reveal();
  });
})();`;

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
  const source = import.meta.env.SSR ? watchScriptFailures : '';
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, hashed into the CSP at build time
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
