import { expectNoAxeViolations } from './axe';
import { pagePaths } from './built-routes';
import { expect, test } from './fixtures';

const routes = [...pagePaths, '/no-such-page'];

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`axe (WCAG 2.2 A/AA) at ${device} width`, () => {
    test.use({ viewport });
    for (const path of routes) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await page.waitForFunction(() => '__reactRouterRouteModules' in window);
        await expectNoAxeViolations(page, `on ${path} at ${device} width`);
      });
    }
  });
}

test('the skip link is the first tab stop and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/about');
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
