import { gotoHydrated, jsonLdOfType } from './content-pages';
import { expect, test, withoutExpected404 } from './fixtures';

/** The six case studies in list order (content from @firm/data); 'Real-Estate' repeats. */
const caseStudies = [
  { cTitle: 'Wrongful Arrest Overturned', slug: 'Criminal-Law' },
  { cTitle: 'Shared Custody Agreement', slug: 'Family-Law' },
  { cTitle: 'Commercial Lease Dispute', slug: 'Real-Estate' },
  { cTitle: 'Partnership Buyout', slug: 'Business-Law' },
  { cTitle: 'Fraud Charges Dismissed', slug: 'Criminal-Laws' },
  { cTitle: 'Residential Title Defect', slug: 'Real-Estate' },
];

test.describe('case-study lists', () => {
  for (const path of ['/case-studies', '/case-studies-s2']) {
    test(`${path} shows every case with its category, linking to its page`, async ({ page }) => {
      await gotoHydrated(page, path);
      const main = page.locator('main');
      await expect(main.getByRole('article')).toHaveCount(caseStudies.length);
      for (const study of caseStudies) {
        await expect(main.getByRole('link', { name: study.cTitle })).toHaveAttribute(
          'href',
          `/case-single/${study.slug}`,
        );
      }
      await expect(main.getByText('Criminal Law', { exact: true }).first()).toBeVisible();
      await main.getByRole('link', { name: 'Partnership Buyout' }).click();
      await expect(page).toHaveURL(/\/case-single\/Business-Law$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Partnership Buyout' }),
      ).toBeVisible();
    });
  }

  test('both Real-Estate entries open the first one, as the spec repeats the slug', async ({
    page,
  }) => {
    await gotoHydrated(page, '/case-studies');
    await page.getByRole('link', { name: 'Residential Title Defect' }).click();
    await expect(page).toHaveURL(/\/case-single\/Real-Estate$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Commercial Lease Dispute' }),
    ).toBeVisible();
  });
});

test.describe('case page', () => {
  const path = '/case-single/Criminal-Law';

  test('has Challenge, Solution and Results tabs, Challenge first', async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wrongful Arrest Overturned' }),
    ).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Challenge', 'Solution', 'Results']);
    await expect(page.getByRole('tab', { name: 'Challenge' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('single, uncertain eyewitness');

    await page.getByRole('tab', { name: 'Solution' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('full camera footage');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Results' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('charges were dismissed');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Challenge' })).toBeFocused();
  });

  test('lists three related cases, none of them the current one', async ({ page }) => {
    await gotoHydrated(page, path);
    const related = page.getByRole('region', { name: 'Related Cases' });
    const links = related.getByRole('link');
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(hrefs).not.toContain(path);
    expect(new Set(hrefs).size).toBe(3);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.getByRole('tab', { name: 'Challenge' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('carries a BreadcrumbList', async ({ page }) => {
    await gotoHydrated(page, path);
    const crumbs = await jsonLdOfType(page, 'BreadcrumbList');
    const items = crumbs?.itemListElement as { name: string; item: string }[];
    expect(items.map((item) => item.name)).toEqual([
      'Home',
      'Case Studies',
      'Wrongful Arrest Overturned',
    ]);
    expect(items.at(-1)?.item).toMatch(/^https:\/\/.+\/case-single\/Criminal-Law$/);
  });

  test('an unknown slug shows the not-found message with HTTP 404', async ({
    page,
    consoleProblems,
  }) => {
    const response = await gotoHydrated(page, '/case-single/No-Such-Case');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related Cases' })).toHaveCount(0);
    expect(withoutExpected404(consoleProblems)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a case page shows its default tab and related cases', async ({ page }) => {
    await page.goto('/case-single/Family-Law');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Shared Custody Agreement' }),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('relocating to different states');
    await expect(page.getByRole('region', { name: 'Related Cases' }).getByRole('link')).toHaveCount(
      3,
    );
  });
});
