import { gotoHydrated, jsonLdOfType } from './content-pages';
import { expect, test, withoutExpected404 } from './fixtures';

/** The six practice areas of the spec (§3), by title and slug. */
const practiceAreas = [
  { sTitle: 'Family Law', slug: 'Family-Law' },
  { sTitle: 'Personal Injury', slug: 'Personal-Injury' },
  { sTitle: 'Criminal Law', slug: 'Criminal-Law' },
  { sTitle: 'Education Law', slug: 'Education-Law' },
  { sTitle: 'Real Estate Law', slug: 'Real-Estate-Law' },
  { sTitle: 'Business Law', slug: 'Business-Law' },
];

/** What a visitor reads on the Family Law page (content from @firm/data). */
const familyLaw = {
  sTitle: 'Family Law',
  slug: 'Family-Law',
  imageAlt: 'A family of three standing outside their house on a sunny day',
  intro: /^Divorce, custody, support and adoption/,
  tabs: {
    precautions: /^Keep copies of financial records/,
    intelligence: /^We gather the facts early/,
    specializations: /^Divorce and separation, child custody/,
  },
};

test.describe('practice-area lists', () => {
  for (const path of ['/services', '/services-s2']) {
    test(`${path} links every practice area to its page`, async ({ page }) => {
      await gotoHydrated(page, path);
      const main = page.locator('main');
      for (const area of practiceAreas) {
        await expect(main.getByRole('link', { name: area.sTitle, exact: true })).toHaveAttribute(
          'href',
          `/practice-single/${area.slug}`,
        );
      }
      await main.getByRole('link', { name: 'Criminal Law', exact: true }).click();
      await expect(page).toHaveURL(/\/practice-single\/Criminal-Law$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Criminal Law' })).toBeVisible();
    });
  }
});

test.describe('practice page', () => {
  const area = familyLaw;
  const path = `/practice-single/${area.slug}`;

  test('shows the title, picture and description', async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: area.sTitle })).toBeVisible();
    await expect(page.getByRole('img', { name: area.imageAlt })).toBeVisible();
    await expect(page.locator('main').getByText(area.intro)).toBeVisible();
  });

  test('has three tabs, precautions first, switched by click and arrow keys', async ({ page }) => {
    await gotoHydrated(page, path);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['precautions', 'Intelligence', 'Specializations']);
    const precautions = page.getByRole('tab', { name: 'precautions' });
    await expect(precautions).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText(area.tabs.precautions);

    await page.getByRole('tab', { name: 'Intelligence' }).click();
    await expect(page.getByRole('tab', { name: 'Intelligence' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toHaveText(area.tabs.intelligence);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Specializations' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveText(area.tabs.specializations);
    await page.keyboard.press('Home');
    await expect(precautions).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveText(area.tabs.precautions);
  });

  test('the sidebar, inside <main>, lists every service and marks the current one', async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const services = page.locator('main').getByRole('navigation', { name: 'All Services' });
    await expect(services.getByRole('link')).toHaveCount(practiceAreas.length);
    await expect(services.getByRole('link', { name: area.sTitle })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(services.locator('[aria-current="page"]')).toHaveCount(1);

    await services.getByRole('link', { name: 'Business Law' }).click();
    await expect(page).toHaveURL(/\/practice-single\/Business-Law$/);
    await expect(services.getByRole('link', { name: 'Business Law' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('offers the company presentation as a PDF download and a Need Help box', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, path);
    const main = page.locator('main');
    const presentation = main.getByRole('link', { name: /company presentation/i });
    const href = await presentation.getAttribute('href');
    expect(href).toMatch(/\.pdf$/);
    await expect(presentation).toHaveAttribute('download', /\.pdf$/);
    const file = await request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await expect(main.getByRole('heading', { name: 'Need Help?' })).toBeVisible();
    await expect(main.getByRole('link', { name: /\+1 \(215\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:+12155550142',
    );
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('carries Service and BreadcrumbList structured data', async ({ page }) => {
    await gotoHydrated(page, path);
    const service = await jsonLdOfType(page, 'Service');
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      name: area.sTitle,
      provider: { '@type': 'LegalService', name: 'Lexington & Hale' },
    });
    expect(String(service?.description)).toMatch(area.intro);
    expect(String(service?.url)).toMatch(new RegExp(`/practice-single/${area.slug}$`));
    const crumbs = await jsonLdOfType(page, 'BreadcrumbList');
    const items = crumbs?.itemListElement as { name: string; position: number }[];
    expect(items.map((item) => item.name)).toEqual(['Home', 'Practice Areas', area.sTitle]);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
  });

  test('an unknown slug shows the not-found message with HTTP 404', async ({
    page,
    consoleProblems,
  }) => {
    const response = await gotoHydrated(page, '/practice-single/No-Such-Practice');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect(withoutExpected404(consoleProblems)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a practice page shows its text, default tab and sidebar', async ({ page }) => {
    await page.goto('/practice-single/Personal-Injury');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Injury' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'precautions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(/^Get medical attention first/)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'All Services' }).getByRole('link'),
    ).toHaveCount(practiceAreas.length);
  });
});
