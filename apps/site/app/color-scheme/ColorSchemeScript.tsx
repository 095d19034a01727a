import { colorSchemeAttribute, colorSchemes } from '@firm/ui/theme';
import { COLOR_SCHEME_STORAGE_KEY } from './storageKey';

/**
 * Shows a stored choice of scheme before the page is first painted: the system's own setting is
 * followed in CSS alone (themes.css), but a choice that overrides it lives in localStorage,
 * which only a script can read, and the site's modules run long after the first paint.
 *
 * Serialised into the page with `String(showStoredColorScheme)`, so it must use nothing outside
 * its own body but its arguments and the browser's globals.
 */
export function showStoredColorScheme(key: string, attribute: string, schemes: readonly string[]) {
  try {
    const chosen: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof chosen === 'string' && schemes.includes(chosen)) {
      document.documentElement.setAttribute(attribute, chosen);
    }
  } catch {
    // Unreadable storage or a stored value that is not JSON: the page follows the system.
  }
}

/** The inline head script that applies a stored choice; hashed into the CSP at build time. */
export function ColorSchemeScript() {
  // In the prerendered page only: React leaves a hydrated script's text alone, so the browser's
  // bundle need not carry it.
  const source = import.meta.env.SSR
    ? `(${String(showStoredColorScheme)})(${[
        COLOR_SCHEME_STORAGE_KEY,
        colorSchemeAttribute,
        colorSchemes,
      ]
        .map((value) => JSON.stringify(value))
        .join(',')})`
    : '';
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function, hashed into the CSP at build time
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
  );
}
