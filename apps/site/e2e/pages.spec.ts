import { axeViolations, colourRules, expectNoAxeViolations } from './axe';
import { pagePaths } from './built-routes';
import { waitForHydration } from './content-pages';
import { expect, type Page, test } from './fixtures';

/**
 * Every built page, once: it answers, has its content, hydrates without a console error or a
 * hydration warning (the console guard in fixtures.ts fails the test otherwise), axe finds no
 * WCAG 2.2 A/AA violation at desktop width and then at phone width, and at the narrowest phone
 * width nothing makes the page scroll sideways. One load serves every width:
 * the site's layout answers to CSS media queries and keen-slider's own resize listener, never to
 * the width at load time (nothing reads `innerWidth`), so resizing shows axe what a phone loads,
 * at half the page loads; the last test below fails when that stops being true.
 */
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
/** The narrowest phone the site is laid out for. */
const narrowPhone = { width: 360, height: 780 };

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

/**
 * Nothing on the page as it is now is wider than the window: the page does not scroll sideways,
 * and `main`'s own content does not overflow it (a box that clips its overflow, like a slider's
 * track, may park slides off to the side). Lists the first elements that stick out, for the
 * message.
 */
async function expectNoSidewaysOverflow(page: Page, path: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector('main');
    return {
      pageScrollsBy: document.documentElement.scrollWidth - width,
      mainOverflowsBy: main ? main.scrollWidth - main.clientWidth : 0,
      wide: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}`)
        .slice(0, 8),
    };
  });
  const message = `${path} at ${narrowPhone.width} px; wider than the window: ${overflow.wide.join(', ')}`;
  expect(overflow.pageScrollsBy, message).toBeLessThanOrEqual(0);
  expect(overflow.mainOverflowsBy, message).toBe(0);
}

for (const path of [...pagePaths, '/no-such-page']) {
  const status = path === '/no-such-page' ? 404 : 200;
  test(`${path}: HTTP ${status}, its content, hydrates cleanly, axe-clean at desktop and phone widths and in dark, no sideways scrolling at 360 px`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveCount(1);
    // axe reads the page a visitor uses, once every part of it is live.
    await waitForHydration(page);
    await expectNoAxeViolations(page, `on ${path} at desktop width`);
    await page.setViewportSize(narrowPhone);
    await expectNoSidewaysOverflow(page, path);
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
