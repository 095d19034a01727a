/**
 * localStorage key of the visitor's colour-scheme choice (JSON: "light", "dark" or "system").
 * Read by the head script before first paint and by the header's switch.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'firm:color-scheme';
