export function isSearchApiFile(path: string): boolean;
export function isSearchable(route: string, canonical: string | null): boolean;
export function writeSearchIndex(
  clientDir: string,
  pages: readonly { route: string; html: string }[],
): Promise<{ pages: number; files: number }>;
