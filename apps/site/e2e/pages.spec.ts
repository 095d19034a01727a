import { axeViolations, colourRules, expectNoAxeViolations } from './axe';
import { pagePaths } from './built-routes';
import { waitForHydration } from './content-pages';
import { expect, type Page, test } from './fixtures';

/**
 * Every built page, once: it answers, has its content, hydrates without a console error or a
 * hydration warning (the console guard in fixtures.ts fails the test otherwise), and axe finds no
 * WCAG 2.2 A/AA violation at desktop width and then at phone width. One load serves both widths:
 * the site's layout answers to CSS media queries and keen-slider's own resize listener, never to
 * the width at load time (nothing reads `innerWidth`), so resizing shows axe what a phone loads,
 * at half the page loads; the last test below fails when that stops being true.
 */
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

test.use({ viewport: desktop });

/**
 * The dark theme, on the page already loaded: the system's dark setting is applied by CSS alone
 * (e2e/theme.spec.ts shows a page loaded in dark is dark from its first frame), so emulating it
 * redraws the page as a dark load draws it, without a second load. Once per page, at phone
 * width: the theme's colours are the same at every width. Only axe's colour rules: the markup is
 * the one just checked with every rule, and a theme changes colours alone (measured side by
 * side, the colour rules take some 40% of axe's time on a page).
 */
async function expectDarkColoursPass(page: Page, path: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    'dark',
  );
  expect(
    await axeViolations(page, colourRules),
    `axe violations on ${path} in the dark theme`,
  ).toEqual([]);
}

for (const path of [...pagePaths, '/no-such-page']) {
  const status = path === '/no-such-page' ? 404 : 200;
  test(`${path}: HTTP ${status}, its content, hydrates cleanly, axe-clean at desktop and phone widths and in dark`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveCount(1);
    // axe reads the page a visitor uses, once every part of it is live.
    await waitForHydration(page);
    await expectNoAxeViolations(page, `on ${path} at desktop width`);
    await page.setViewportSize(phone);
    await expectNoAxeViolations(page, `on ${path} at phone width`);
    await expectDarkColoursPass(page, path);
  });
}

// The assumption above, checked where it is most likely to break (sliders that change their
// slides per view, the header that becomes a menu button, the shop's filters): a page loaded at
// desktop width and resized to a phone's presents the same accessibility tree as the page
// loaded on the phone.
test('a page resized to phone width is the page a phone loads', async ({ browser }) => {
  // Six page loads, where other tests make one.
  test.setTimeout(60_000);
  for (const path of ['/', '/shop', '/product-single/Ninja-Hoodi']) {
    const resized = await browser.newPage({ viewport: desktop });
    await resized.goto(path);
    await waitForHydration(resized);
    await resized.setViewportSize(phone);
    const loaded = await browser.newPage({ viewport: phone });
    await loaded.goto(path);
    await waitForHydration(loaded);
    expect(await resized.locator('body').ariaSnapshot(), path).toBe(
      await loaded.locator('body').ariaSnapshot(),
    );
    await resized.close();
    await loaded.close();
  }
});
