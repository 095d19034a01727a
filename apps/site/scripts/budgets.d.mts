export interface PageWeight {
  page: string;
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  /** First-load scripts that are search code (must be none). */
  searchScripts?: readonly string[];
  /** The first-load scripts: the entry points and their static imports. */
  scripts?: readonly string[];
}
export interface SearchWeight {
  indexBytes: number;
  codeBytes: number;
  pages: number;
}
export interface Budgets {
  firstLoadJsKb: Record<string, number>;
  cssPerPageKb: number;
  preloadedFontsKb: number;
  searchIndexKbPerPage?: number;
  /** Scripts every page's first load may share: the app shell's chunks. */
  scriptsOnEveryPage?: number;
}
export function pageResources(html: string): {
  scripts: string[];
  styles: string[];
  fonts: string[];
};
export function staticImports(source: string, url: string): string[];
export function scriptClosure(clientDir: string, entries: readonly string[]): string[];
export function isSearchCode(url: string, source: string): boolean;
export function searchScripts(clientDir: string, urls: readonly string[]): string[];
export function searchBundleWeight(clientDir: string): SearchWeight;
export function gzipBytes(clientDir: string, urls: readonly string[]): number;
export function routeModules(manifestSource: string): Record<string, string>;
export function scriptsOnEveryPage(pages: readonly PageWeight[]): string[];
export function budgetViolations(
  pages: readonly PageWeight[],
  budgets: Budgets,
  modules: Record<string, string>,
  aliases?: readonly (readonly string[])[],
  search?: SearchWeight,
): string[];
