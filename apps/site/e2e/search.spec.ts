import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, type Page, test } from './fixtures';

// A blog post and a word from its text (the e2e suite stays free of the app's imports).
const post = {
  title: 'Why Industries Are Looking for Experienced Attorneys',
  path: '/blog-single/Why-Industries-Are-Looking-For-Experienced-Attorneys',
  word: 'regulators',
};

/** The count announced for the query (other pages share the word's stem). */
const resultCount = new RegExp(`^\\d+ results? for “${post.word}”\\.$`);

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, maxStops = 60) {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`no focus on ${target} after ${maxStops} tab stops`);
}

/** Records every request whose address carries `word`: search must send nothing anywhere. */
function watchQueryLeaks(page: Page, word: string) {
  const leaks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(word)) leaks.push(request.url());
  });
  return leaks;
}

test.describe('site search', () => {
  test('finds a blog post from the header by keyboard alone, as you type and on submit', async ({
    page,
  }) => {
    const leaks = watchQueryLeaks(page, post.word);
    await page.goto('/about');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Search', exact: true });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const box = header.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeFocused();

    await page.keyboard.type(post.word);
    const results = header.getByRole('search', { name: 'Site' });
    const status = results.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText(resultCount);
    await expect(results.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      post.path,
    );
    await expectNoAxeViolations(page, 'with the header search showing results');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q=${post.word}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(resultCount);
    const found = main.getByRole('link', { name: post.title });
    await expect(found).toBeVisible();
    await expectNoAxeViolations(page, 'on /search with results');
    const resultList = main.getByRole('list', { name: 'Search results' });
    const postResult = resultList
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: post.title }) });
    // The excerpt shows the word where the post uses it, marked.
    await expect(postResult.locator('mark', { hasText: post.word })).not.toHaveCount(0);

    await tabTo(page, found);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(post.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    expect(leaks, 'requests carrying the query').toEqual([]);
  });

  test('says so when the query is empty or nothing matches', async ({ page }) => {
    await page.goto('/search');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('Type a word to search the site.');

    await page.goto('/search?q=zzyzx');
    await expect(main.getByRole('status')).toHaveText('No results for “zzyzx”.');
    await expect(main.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('zzyzx');
    await expect(main.getByRole('list', { name: 'Search results' })).toHaveCount(0);

    await main.getByRole('searchbox', { name: 'Search the site' }).fill('');
    await expect(main.getByRole('status')).toHaveText('Type a word to search the site.');
  });

  test('the results page follows what is typed there', async ({ page }) => {
    await page.goto('/search?q=zzyzx');
    const main = page.getByRole('main');
    const box = main.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toHaveValue('zzyzx');
    await box.fill(post.word);
    await expect(main.getByRole('link', { name: post.title })).toBeVisible();
  });

  test("the blog sidebar's search finds posts and opens the results page", async ({ page }) => {
    await page.goto('/blog');
    const sidebar = page.getByRole('search', { name: 'Search' });
    const box = sidebar.getByRole('searchbox', { name: 'Search the blog' });
    await box.click();
    await page.keyboard.type(post.word);
    await expect(sidebar.getByRole('link', { name: post.title })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Find posts' }).click();
    await expect(page).toHaveURL(`/search?q=${post.word}`);
    // The results list, not any link in `main`: the address changes before the results page
    // replaces the blog's, whose list links the same post.
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: post.title }),
    ).toBeVisible();
  });

  test('its code and index load only once a visitor opens search', async ({ page }) => {
    // Every script the page fetches, with whether it is search code: Pagefind's bundle, or code
    // that names the bundle's address (as scripts/check-budgets.mjs tells them apart).
    const scripts: Promise<{ path: string; search: boolean }>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith('.js')) return;
      scripts.push(
        response
          .text()
          // A body still on its way when the test ends is no longer readable.
          .catch(() => '')
          .then((body) => ({
            path: pathname,
            search: pathname.startsWith('/pagefind/') || body.includes('/pagefind/'),
          })),
      );
    });
    const searchScripts = async () =>
      (await Promise.all(scripts)).filter((script) => script.search).map((script) => script.path);

    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await expect(toggle).toBeVisible();
    // Idle time after the load, when deferred code would arrive.
    await page.waitForLoadState('networkidle');
    expect(await searchScripts(), 'search code fetched before search was opened').toEqual([]);
    await toggle.click();
    await expect.poll(searchScripts).toContain('/pagefind/pagefind.js');
  });
});
