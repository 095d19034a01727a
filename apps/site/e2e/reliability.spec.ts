import { waitForHydration } from './content-pages';
import { expect, test } from './fixtures';

test('the Content-Security-Policy blocks a script the build did not hash', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/Content Security Policy/);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto('/about');
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (
      'window.__injected' in window || Boolean((window as { __injected?: boolean }).__injected)
    );
  });
  expect(ran).toBe(false);
  expect(violations.length).toBeGreaterThan(0);
});

test('responses carry the security headers', async ({ request }) => {
  const response = await request.get('/contact');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("form-action 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const html = await response.text();
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'/);
  expect(html).toMatch(
    /<meta http-equiv="Content-Security-Policy" content="[^"]*form-action 'none'/,
  );
});

test('a route chunk that fails to load shows a notice with a reload button, not a blank page', async ({
  page,
  allowConsole,
}) => {
  // The blocked chunk is reported by the browser and by React Router before recovery kicks in.
  allowConsole(
    /ERR_FAILED|Error loading route module|Failed to fetch dynamically imported module|TypeError/,
  );
  await page.goto('/home');
  await waitForHydration(page);
  // Simulate a deploy that removed the About page's chunk.
  await page.route(/\/assets\/about-[^/]*\.js$/, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.unroute(/\/assets\/about-[^/]*\.js$/);
  await notice.getByRole('button', { name: 'Reload page' }).click();
  await waitForHydration(page);
  await expect(notice).toBeHidden();
});
