export const SITE_URL: string;
export const FRAME_ORIGINS: readonly string[];
export const REACT_ARIA_PRESS_STYLE_HASH: string;
export function contentSecurityPolicy(scriptHashes: readonly string[]): string;
export const securityHeaders: Readonly<Record<string, string>>;
export const cacheControl: { readonly asset: string; readonly document: string };
export const buildDirectory: URL;
