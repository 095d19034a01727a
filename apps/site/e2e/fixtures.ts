import { test as base, expect, type Page } from '@playwright/test';

/**
 * A page that records console errors, page errors and React hydration warnings, and fails the
 * test if any were seen. Tests that expect an error (a 404 document load) filter it explicitly.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(problems);
  },
});

export { expect, type Page };

/** Console lines that only say the document itself answered 404 (expected on unknown URLs). */
export function withoutExpected404(problems: string[]) {
  return problems.filter((line) => !/status of 404/.test(line));
}
