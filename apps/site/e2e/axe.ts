import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const axe = new AxeBuilder({ page });
  const results = await (rules ? axe.withRules(rules) : axe.withTags(wcagTags)).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
