import { expectNoAxeViolations } from './axe';
import { builtPaths } from './built-routes';
import { gotoHydrated as visit } from './content-pages';
import { expect, type Page, test } from './fixtures';
import { saveShop, storedCart } from './shop-support';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Opens `path` with the given cart restored from storage, as a returning visitor would. */
async function openWithCart(page: Page, path: string, cart: string) {
  await visit(page, path);
  await saveShop(page, cart);
  await visit(page, path);
}

const twoLines = storedCart([
  { id: 1, title: 'Ninja Hoodie', priceCents: 6500, quantity: 1 },
  { id: 2, title: 'Counsel Zip Hoodie', priceCents: 12000, quantity: 2 },
]);

test.describe('header', () => {
  test('the skip link is the first tab stop and the top bar gives phone, email, address and social links', async ({
    page,
  }) => {
    await visit(page, '/contact');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    const banner = page.getByRole('banner');
    await expect(banner).toContainText('+1 (215) 555-0142');
    await expect(banner).toContainText('hello@lexington-hale.example');
    await expect(banner).toContainText('1200 Market Street, Suite 400, Philadelphia, PA 19107');
    const socials = banner.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(socials).toHaveCount(4);
    for (const network of ['Facebook', 'X', 'LinkedIn', 'Instagram']) {
      const link = banner.getByRole('link', { name: `${network} (opens in a new tab)` });
      await expect(link).toBeVisible();
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(banner.getByRole('link', { name: 'Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the main navigation has the six entries; Home opens a dropdown by keyboard', async ({
    page,
  }) => {
    await visit(page, '/about');
    const nav = mainNav(page);
    for (const name of ['About Us', 'Services', 'Team', 'Contact', 'Book an Appointment']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const home = nav.getByRole('button', { name: 'Home' });
    const dropdownLinks = nav.getByRole('list').getByRole('list').getByRole('link');
    await expect(home).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdownLinks).toHaveCount(0);

    // Enter opens; Tab goes into the list; arrows, Home and End move; Escape closes.
    await home.focus();
    await page.keyboard.press('Enter');
    await expect(home).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdownLinks).toHaveText(['Home', 'Home 2', 'Home 3']);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Home 2' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: 'Home 3' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(nav.getByRole('link', { name: 'Home 3' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(home).toHaveAttribute('aria-expanded', 'false');
    await expect(home).toBeFocused();

    // Space opens too; tabbing past the last link closes it.
    await page.keyboard.press('Space');
    await expect(home).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await expect(home).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown on the button opens the list at its first link; Enter follows a link.
    await home.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home-2$/);
    await expect(home).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Home dropdown works with a pointer', async ({ page }) => {
    await visit(page, '/about');
    const nav = mainNav(page);
    const home = nav.getByRole('button', { name: 'Home' });
    await home.click();
    await expect(nav.getByRole('link', { name: 'Home 3' })).toBeVisible();
    await home.click();
    await expect(nav.getByRole('link', { name: 'Home 3' })).toBeHidden();
    await home.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(home).toHaveAttribute('aria-expanded', 'false');
    await home.click();
    await nav.getByRole('link', { name: 'Home 3' }).click();
    await expect(page).toHaveURL(/\/home-3$/);
    await expect(home).toHaveAttribute('aria-expanded', 'false');
  });

  test('past 80 px of scroll the main bar is fixed and highlighted, and nothing below moves', async ({
    page,
  }) => {
    await visit(page, '/about');
    const fixedBar = page.locator('header [data-fixed]');
    const mainOffset = () =>
      page.evaluate(() => {
        const main = document.getElementById('main');
        return main ? main.getBoundingClientRect().top + window.scrollY : Number.NaN;
      });
    const before = await mainOffset();
    await expect(fixedBar).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 80));
    await page.waitForTimeout(100);
    await expect(fixedBar).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(fixedBar).toHaveCount(1);
    await expect(fixedBar).toHaveCSS('position', 'fixed');
    await expect(fixedBar).not.toHaveCSS('box-shadow', 'none');
    await expect(fixedBar.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The bar slides in (400 ms, none under reduced motion); it ends flush with the top.
    await expect.poll(async () => (await fixedBar.boundingBox())?.y).toBe(0);
    expect(await mainOffset()).toBe(before);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(fixedBar).toHaveCount(0);
    expect(await mainOffset()).toBe(before);
  });

  // What the box finds and where its submit goes: search.spec.ts.
  test('the Search button opens and closes the search box', async ({ page }) => {
    await visit(page, '/about');
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toBeFocused();
    await box.fill('divorce');

    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(box).toBeVisible();
    await toggle.click();
    await expect(box).toBeHidden();
  });

  test('the mini-cart shows the restored cart, removes lines with a toast, and stays in sync', async ({
    page,
    context,
  }) => {
    await openWithCart(page, '/about', twoLines);
    const toggle = page.getByRole('button', { name: /^Cart/ });
    await expect(toggle).toHaveAccessibleName('Cart, 2 items');
    await expect(toggle).toContainText('2');

    await toggle.click();
    const panel = page.getByRole('region', { name: 'Your cart' });
    await expect(panel).toBeFocused();
    const lines = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Remove / }) });
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('Ninja Hoodie');
    await expect(lines.nth(0)).toContainText('$65 × 1');
    await expect(lines.nth(1)).toContainText('Counsel Zip Hoodie');
    await expect(lines.nth(1)).toContainText('$120 × 2');
    await expect(lines.nth(0).locator('img')).toBeVisible();
    await expect(panel).toContainText(/Subtotal\s*\$305(?![\d.])/);
    await expect(panel.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');

    await panel.getByRole('button', { name: 'Remove Ninja Hoodie' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Item Removed from Cart' }),
    ).toBeVisible();
    await expect(lines).toHaveCount(1);
    await expect(panel).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Cart, 1 item');
    await expect(panel).toContainText(/Subtotal\s*\$240(?![\d.])/);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // A change made in another tab reaches this tab's badge.
    const otherTab = await context.newPage();
    await visit(otherTab, '/contact');
    await saveShop(otherTab, twoLines);
    await visit(otherTab, '/contact');
    await expect(toggle).toHaveAccessibleName('Cart, 2 items');

    // 'View Cart' goes to the cart page and closes the panel.
    await toggle.click();
    await panel.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(panel).toBeHidden();
  });

  test('the mini-cart says when the cart is empty', async ({ page }) => {
    await visit(page, '/about');
    const toggle = page.getByRole('button', { name: 'Cart, 0 items' });
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText(
      'Your cart is empty.',
    );
  });
});

test.describe('mobile menu at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('replaces the main navigation and reaches every route of the spec', async ({ page }) => {
    await visit(page, '/contact');
    await expect(mainNav(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    const groups = ['Home', 'Pages', 'Shop', 'Services', 'Projects', 'Blog'];
    // The accordion's triggers sit in headings; the dialog's close button does not.
    const groupButtons = menu.getByRole('heading').getByRole('button');
    await expect(groupButtons).toHaveText(groups);
    for (const name of groups) {
      await expect(menu.getByRole('button', { name, exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );

    // One group open at a time; gather every link the groups hold.
    const hrefs = new Set<string>();
    for (const name of groups) {
      const button = menu.getByRole('button', { name, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('button', { expanded: true })).toHaveCount(1);
      for (const link of await menu.getByRole('link').all()) {
        const href = await link.getAttribute('href');
        if (href) hrefs.add(href);
      }
    }
    const expected = [
      ...['/home', '/home-2', '/home-3', '/about', '/about-me', '/team', '/testimonials'],
      ...['/testimonials-s2', '/faq', '/booking', '/404', '/shop', '/product-single/Ninja-Hoodi'],
      ...['/cart', '/checkout', '/wishlist', '/compare', '/services', '/services-s2'],
      ...['/case-studies', '/case-studies-s2', '/blog', '/blog-left-sidebar', '/blog-fullwidth'],
      '/contact',
    ];
    for (const path of expected) {
      expect([...hrefs]).toContain(path);
      expect(builtPaths, 'a prerendered page').toContain(path);
    }
    for (const prefix of [
      '/attorneys-single/',
      '/practice-single/',
      '/case-single/',
      '/blog-single/',
      '/blog-single-left-sidebar/',
      '/blog-single-fullwidth/',
    ]) {
      const detail = [...hrefs].find((href) => href.startsWith(prefix));
      expect(detail, prefix).toBeDefined();
      // A real, prerendered page.
      expect(builtPaths).toContain(detail);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('opens on the current page group, closes with its button, and closes on a link', async ({
    page,
  }) => {
    await visit(page, '/faq');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Pages', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('is axe-clean while open', async ({ page }) => {
    await visit(page, '/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Blog', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Blog Fullwidth' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the mobile menu open');
  });
});

test.describe('footer', () => {
  test('has the four columns, the lower links and the current year', async ({ page }) => {
    await visit(page, '/about');
    const footer = page.getByRole('contentinfo');
    for (const name of ['About us', 'Our Address', 'Useful Links', 'Practice Area']) {
      await expect(footer.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText('1200 Market Street, Suite 400, Philadelphia, PA 19107');
    await expect(footer).toContainText('+1 (215) 555-0142');
    await expect(footer).toContainText('hello@lexington-hale.example');
    await expect(footer).toContainText('Office time: 10AM-5PM');

    const usefulLinks = footer
      .getByRole('heading', { name: 'Useful Links' })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('link');
    await expect(usefulLinks).toHaveText([
      'About us',
      'Our services',
      'Contact us',
      'Meet team',
      'Privacy Policy',
      'Testimonials',
    ]);
    const hrefs = await usefulLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).toEqual([
      '/about',
      '/services',
      '/contact',
      '/team',
      '/contact',
      '/testimonials',
    ]);

    const practiceLinks = footer
      .getByRole('heading', { name: 'Practice Area' })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('link');
    await expect(practiceLinks).toHaveCount(4);
    for (const link of await practiceLinks.all()) {
      expect(builtPaths).toContain(await link.getAttribute('href'));
      expect(await link.getAttribute('href')).toMatch(/^\/practice-single\//);
    }

    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: 'Privacy & Policy' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/contact');
    await expect(footer.getByRole('link', { name: 'About us' }).last()).toHaveAttribute(
      'href',
      '/about',
    );
  });

  test('Back to top scrolls to the top and puts focus on the first tab stop', async ({ page }) => {
    await visit(page, '/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    // By keyboard as well; with reduced motion the jump is instant.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Back to top' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollY(page)).toBe(0);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });
});

test('every navigation starts at the top of the new page', async ({ page }) => {
  await visit(page, '/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Meet team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 600));
  await mainNav(page).getByRole('link', { name: 'Book an Appointment' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  // The address changes before the new page renders; the scroll resets when it does.
  await expect.poll(() => scrollY(page)).toBe(0);
});

test.describe('axe with the header panels open', () => {
  test('the Home dropdown', async ({ page }) => {
    await visit(page, '/about');
    await mainNav(page).getByRole('button', { name: 'Home' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Home 2' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the Home dropdown open');
  });

  test('the mini-cart with items', async ({ page }) => {
    await openWithCart(page, '/about', twoLines);
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(page.getByRole('region', { name: 'Your cart' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the mini-cart open');
  });

  test('the search box', async ({ page }) => {
    await visit(page, '/about');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the search box open');
  });
});
