import { pagePaths, UNKNOWN_SLUG } from './built-routes';
import { waitForHydration } from './content-pages';
import { expect, test, withoutExpected404 } from './fixtures';

/** The route table of the spec (§2); detail routes by their prefix. */
const specStaticRoutes = [
  '/',
  '/home',
  '/home-2',
  '/home-3',
  '/about',
  '/about-me',
  '/testimonials',
  '/testimonials-s2',
  '/team',
  '/faq',
  '/404',
  '/contact',
  '/services',
  '/services-s2',
  '/case-studies',
  '/case-studies-s2',
  '/blog',
  '/blog-left-sidebar',
  '/blog-fullwidth',
  '/shop',
  '/cart',
  '/checkout',
  '/order_received',
  '/booking',
];
const specDetailPrefixes = [
  '/attorneys-single/',
  '/practice-single/',
  '/case-single/',
  '/blog-single/',
  '/blog-single-left-sidebar/',
  '/blog-single-fullwidth/',
  '/product-single/',
];

test('the build prerendered every route of the spec and detail pages of every kind', () => {
  for (const route of specStaticRoutes) expect(pagePaths).toContain(route);
  for (const prefix of specDetailPrefixes) {
    expect(
      pagePaths.some((path) => path.startsWith(prefix)),
      prefix,
    ).toBe(true);
  }
  expect(pagePaths).toContain('/product-single/Ninja-Hoodi');
  expect(pagePaths.filter((path) => path.startsWith('/practice-single/'))).toHaveLength(6);
});

test('/ and /home show the same page', async ({ page }) => {
  // Compare settled pages: the counters, for one, drop to 0 out of view once hydrated, so a
  // page read before hydration differs from one read after it.
  const settledMainText = async (path: string) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    return page.locator('main').textContent();
  };
  const root = await settledMainText('/');
  expect(await settledMainText('/home')).toBe(root);
});

test('a route answers with or without a trailing slash', async ({ request }) => {
  for (const path of ['/about', '/about/', '/practice-single/Family-Law/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<main');
  }
});

test.describe('unknown addresses', () => {
  for (const path of [
    '/no-such-page',
    '/practice-single/No-Such-Area',
    '/product-single/No-Such-Product/',
    '/blog/2020/old',
    `/case-single/${UNKNOWN_SLUG}`,
    '/%E0%A4%A',
  ]) {
    test(`${path} shows the not-found page with HTTP 404`, async ({ page, consoleProblems }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
      await expect(page.getByText(/typed wrongly/)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(withoutExpected404(consoleProblems)).toEqual([]);
    });
  }

  test('/404 links back home', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its content', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crafting Legal Solutions, Brick by Brick' }),
    ).toBeVisible();
  });

  test('a detail page shows its content', async ({ page }) => {
    await page.goto('/practice-single/Family-Law');
    await expect(page.getByRole('heading', { level: 1, name: 'Family Law' })).toBeVisible();
  });
});

test('assets are compressed and cached for a year; documents revalidate', async ({
  request,
  page,
}) => {
  const document = await request.get('/about', { headers: { 'Accept-Encoding': 'br' } });
  expect(document.headers()['content-encoding']).toBe('br');
  expect(document.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  const script = await page.locator('script[type=module]').first().innerHTML();
  const asset = /\/assets\/[^"]+\.js/.exec(script)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['cache-control']).toContain('immutable');
});
