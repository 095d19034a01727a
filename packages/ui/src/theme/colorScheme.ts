/** What a visitor can choose: follow the system's setting, or one scheme whatever it says. */
export const colorSchemePreferences = ['system', 'light', 'dark'] as const;
export type ColorSchemePreference = (typeof colorSchemePreferences)[number];

/**
 * Attribute on `<html>` naming the scheme a visitor chose (`light` or `dark`). Without it the
 * document follows `prefers-color-scheme` (`themes.css.ts`).
 */
export const colorSchemeAttribute = 'data-color-scheme';
