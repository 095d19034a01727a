import { test as base, expect, type Page } from '@playwright/test';

/** What a test saw on the console, and the problems it declared expected. */
interface ConsoleGuard {
  problems: string[];
  allow(pattern: RegExp): void;
}

/**
 * Every test fails if the page logged a console error, threw, or warned about hydration, unless
 * the test declared that problem expected with `allowConsole(/…/)`. A document that answers 404
 * (a test visiting an unknown address) is expected by definition; a missing image or script is
 * not.
 */
export const test = base.extend<{
  consoleGuard: ConsoleGuard;
  consoleProblems: string[];
  allowConsole: (pattern: RegExp) => void;
}>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const missingDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document') {
          missingDocuments.add(response.url());
        }
      });
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() !== 'error' && !/hydrat/i.test(text)) return;
        if (/status of 404/.test(text) && missingDocuments.has(message.location().url)) return;
        problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use({ problems, allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors, page errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
  consoleProblems: async ({ consoleGuard }, use) => use(consoleGuard.problems),
  allowConsole: async ({ consoleGuard }, use) => use(consoleGuard.allow),
});

export { expect, type Page };

/** Console lines that only say the document itself answered 404 (expected on unknown URLs). */
export function withoutExpected404(problems: string[]) {
  return problems.filter((line) => !/status of 404/.test(line));
}
