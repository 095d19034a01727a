export function inlineScriptHashes(html: string): string[];
export function withContentSecurityPolicy(html: string): string;
export function sitemapEntry(html: string): string | null;
export function withDormantModulePreloads(html: string): string;
export function headersFile(): string;
