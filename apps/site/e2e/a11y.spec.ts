import { gotoHydrated, waitForHydration } from './content-pages';
import { expect, test } from './fixtures';

// Every built page at desktop and phone widths, and in the dark theme: pages.spec.ts.

test('the skip link is the first tab stop and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// Every tab stop shows where focus is: an outline or a ring (box-shadow) on the element, or an
// outline on a close ancestor (stretched-link cards and the stepper ring their whole box). Walks the first tab stops of pages built from different parts of the
// kit (navigation, sliders, cards, forms, shop controls).
for (const path of [
  '/',
  '/shop',
  '/product-single/Ninja-Hoodi',
  '/contact',
  '/checkout',
  '/case-studies',
  '/services',
  '/team',
]) {
  test(`focus is visible on each of the first 40 tab stops of ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const unmarked: string[] = [];
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement) || element === document.body) return null;
        const hasOutline = (style: CSSStyleDeclaration) =>
          style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        const ancestors: Element[] = [];
        for (let node = element.parentElement; node && ancestors.length < 4; ) {
          ancestors.push(node);
          node = node.parentElement;
        }
        const focused = getComputedStyle(element);
        const marked =
          hasOutline(focused) ||
          focused.boxShadow !== 'none' ||
          ancestors.some((ancestor) => hasOutline(getComputedStyle(ancestor)));
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return { marked, name: `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"` };
      });
      if (!focus) break;
      if (!focus.marked) unmarked.push(focus.name);
    }
    expect(unmarked, `tab stops without a visible focus indicator on ${path}`).toEqual([]);
  });
}
