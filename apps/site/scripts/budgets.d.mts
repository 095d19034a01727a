export interface PageWeight {
  page: string;
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
}
export interface Budgets {
  firstLoadJsKb: Record<string, number>;
  cssPerPageKb: number;
  preloadedFontsKb: number;
}
export function pageResources(html: string): {
  scripts: string[];
  styles: string[];
  fonts: string[];
};
export function staticImports(source: string, url: string): string[];
export function scriptClosure(clientDir: string, entries: readonly string[]): string[];
export function gzipBytes(clientDir: string, urls: readonly string[]): number;
export function routeModules(manifestSource: string): Record<string, string>;
export function budgetViolations(
  pages: readonly PageWeight[],
  budgets: Budgets,
  modules: Record<string, string>,
  aliases?: readonly (readonly string[])[],
): string[];
