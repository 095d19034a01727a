import { expect, type Page, test } from './fixtures';
import { chooseRadio, open, seedShop, storedCart, toasts } from './shop-support';

/**
 * What a page looks like when printed: the content alone (no header, menus, breadcrumbs, slider
 * controls, buttons or toasts), black on white, content links followed by their address, and
 * nothing cut off. Checked under `page.emulateMedia({ media: 'print' })`, then printed to PDF.
 */
async function expectPrintsCleanly(page: Page) {
  await page.emulateMedia({ media: 'print' });

  await expect(page.getByRole('banner')).toBeHidden();
  for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();
  // Slider controls, tab-less buttons, forms' submit buttons: nothing to press on paper.
  await expect(page.locator('button:visible')).toHaveCount(0);
  await expect(toasts(page)).toBeHidden();

  const ink = await page.evaluate(() => {
    const { color, backgroundColor } = getComputedStyle(document.body);
    return { color, backgroundColor };
  });
  expect(ink).toEqual({ color: 'rgb(0, 0, 0)', backgroundColor: 'rgb(255, 255, 255)' });

  // Every visible content link writes its address after its text, internal ones with the origin.
  const addresses = await page.locator('main a[href]:visible').evaluateAll((links) =>
    links
      .map((link) => ({
        href: link.getAttribute('href') ?? '',
        after: getComputedStyle(link, '::after').content,
      }))
      .filter(({ href }) => href.startsWith('/') || href.startsWith('http')),
  );
  expect(addresses.length, 'content links to check').toBeGreaterThan(0);
  const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '')
    .origin;
  for (const { href, after } of addresses) {
    // Chromium resolves attr() in the computed value: the text that will be printed.
    expect(after, href).toBe(`" (${href.startsWith('/') ? origin : ''}${href})"`);
  }

  // Nothing cut off: main does not overflow sideways, and no box inside it clips its content.
  const clipped = await page.locator('main').evaluate((main) => {
    const problems: string[] = [];
    if (main.scrollWidth > main.clientWidth) {
      problems.push(`main is ${main.scrollWidth}px wide in ${main.clientWidth}px`);
    }
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || element.clientWidth <= 1) continue;
      const clips = /hidden|clip|auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
      const overflows =
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1;
      if (clips && overflows)
        problems.push(`${element.tagName.toLowerCase()}.${element.className}`);
    }
    return problems;
  });
  expect(clipped, 'boxes that cut off their content in print').toEqual([]);

  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
}

/** Each kind of page, and text that only shows on screen after a click (a tab, a slide). */
const pages = [
  ['an attorney profile', '/attorneys-single/Robert-William', []],
  [
    'a practice area',
    '/practice-single/Family-Law',
    ['We gather the facts early', 'prenuptial agreements'],
  ],
  ['a case study', '/case-single/Criminal-Law', ['full camera footage', 'charges were dismissed']],
  ['a blog post', '/blog-single/Why-Industries-Are-Looking-For-Experienced-Attorneys', []],
  ['a home page with sliders', '/', ['Hannah Lee', 'Residential Title Defect']],
] as const;

for (const [kind, path, printedToo] of pages) {
  test(`${kind} prints cleanly (${path})`, async ({ page }) => {
    await open(page, path);
    await expectPrintsCleanly(page);
    // Paper cannot switch tabs or slides: every panel and slide is printed.
    for (const text of printedToo) {
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    }
  });
}

test('the order confirmation prints cleanly, without the toast that announced it', async ({
  page,
}) => {
  await seedShop(
    page,
    storedCart([{ id: 11, title: 'Closing the Deal', priceCents: 2800, quantity: 1 }]),
  );
  await open(page, '/checkout');
  await chooseRadio(page, 'Cash On delivery');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/order_received$/);
  await expect(toasts(page).getByText('Order Recived sucessfully!')).toBeVisible();
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details.getByRole('link', { name: 'Closing the Deal' })).toBeVisible();
  await expectPrintsCleanly(page);
  await expect(details).toBeVisible();
});
