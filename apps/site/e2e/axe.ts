import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's source as AxeBuilder injects it (the axe-core its own package depends on), made to
 * evaluate once per document: AxeBuilder evaluates the source in the page on every analysis, and
 * in legacy mode a second time to inject it into every frame, the page's own included, so a page
 * checked at desktop, phone and dark widths compiled its ~550 KB six times. Given as
 * `axeSource`, AxeBuilder's option for the source it injects; it still configures axe and passes
 * the rules on each call. Measured side by side on four pages (three analyses each): / 3.3-4.2 s
 * against 4.1-4.9 s, /shop 2.8-3.1 against 3.6-3.9, a post 1.8-2.0 against 2.0-2.2, /checkout
 * alike. `e2e/axe.spec.ts` fails if AxeBuilder stops using it.
 */
const axeCore = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
) as { source: string };
export const axeSourceOncePerDocument = `if (typeof window.axe === 'undefined') {\n${axeCore.source}\n}`;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Fails with a readable list when axe finds any WCAG A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, context = '') {
  expect(await axeViolations(page), `axe violations ${context}`).toEqual([]);
}

/**
 * The WCAG A/AA rules whose outcome depends on the colours a theme draws with. Every other rule
 * reads the markup and the accessibility tree alone, which a theme does not change.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The WCAG A/AA violations axe finds on the page as it is now, one readable line each; only those
 * of `rules` when given.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  await finiteAnimationsFinished(page);
  // Legacy mode runs axe in the page itself. The default opens a blank page for every analysis
  // to merge the results of cross-origin frames, which tripled axe's time per page (0.8 s against
  // 2.4 s on `/`, measured side by side) and runs ~150 times a suite. The only cross-origin
  // frames are the map and the video embed: third-party pages this site neither writes nor can
  // fix (offline, as in CI, they are the browser's own error page), so legacy mode leaves them
  // out; the frame element itself (its title, its size) is still checked in this page.
  //
  // Only violations are read, so axe is told so (`resultTypes`, axe-core's documented option for
  // speed): it then skips building selectors and HTML snippets for every passing node, which is
  // most of its work after the rules themselves. Measured side by side on five pages: 958 ms
  // against 648 ms a run (median), and 490 KB of results against 43 KB on `/`. Violations still
  // list every node. Set before `withTags`/`withRules`, which add to these options.
  const axe = new AxeBuilder({ page, axeSource: axeSourceOncePerDocument })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const results = await (rules ? axe.withRules(rules) : axe.withTags(wcagTags)).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Resolves once every finite animation and transition of the page has finished. axe reads the
 * colours drawn at that moment, and a change of theme or width starts colour transitions (the
 * tabs fade theirs in 150 ms): read mid-way, a tab's text sits between its light and dark
 * colours and fails contrast although neither does (a flaky failure on a busy host, where the
 * transition outlasts the call that started it). Endless animations (a spinner) never finish and
 * are left out; a cancelled one counts as done.
 */
async function finiteAnimationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}
