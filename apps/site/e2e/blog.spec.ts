import { gotoHydrated, jsonLdOfType, watchNavigations } from './content-pages';
import { expect, type Page, test, withoutExpected404 } from './fixtures';
import { watchRequests } from './requests';

/** The three posts, newest first (content from @firm/data). */
const posts = [
  {
    title: 'Why Industries Are Looking for Experienced Attorneys',
    slug: 'Why-Industries-Are-Looking-For-Experienced-Attorneys',
  },
  {
    title: 'What to Check Before Signing a Commercial Lease',
    slug: 'What-To-Check-Before-Signing-A-Commercial-Lease',
  },
  {
    title: 'How Mediation Can Settle a Family Dispute',
    slug: 'How-Mediation-Can-Settle-A-Family-Dispute',
  },
] as const;
const [newest, middle, oldest] = posts;

/** Each blog layout: its list, its post pages and where its sidebar sits. */
const layouts = [
  { list: '/blog', post: '/blog-single/', sidebar: 'right' },
  { list: '/blog-left-sidebar', post: '/blog-single-left-sidebar/', sidebar: 'left' },
  { list: '/blog-fullwidth', post: '/blog-single-fullwidth/', sidebar: 'none' },
] as const;

/** Where the sidebar sits relative to the article column, from their boxes on screen. */
async function sidebarSide(page: Page) {
  const sidebar = page.locator('main').getByRole('heading', { name: 'Categories' });
  if ((await sidebar.count()) === 0) return 'none';
  const sidebarBox = await sidebar.boundingBox();
  const contentBox = await page.locator('main article').first().boundingBox();
  if (!sidebarBox || !contentBox) throw new Error('sidebar or content not laid out');
  return sidebarBox.x > contentBox.x ? 'right' : 'left';
}

test.describe('blog lists', () => {
  for (const layout of layouts) {
    test(`${layout.list} shows every post, with the sidebar ${layout.sidebar}`, async ({
      page,
    }) => {
      await gotoHydrated(page, layout.list);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      for (const post of posts) {
        const article = main.getByRole('article').filter({ hasText: post.title });
        await expect(article.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
          'href',
          `${layout.post}${post.slug}`,
        );
        // Each Read More is named after its post, so the three are told apart.
        await expect(
          article.getByRole('link', { name: `Read More about ${post.title}` }),
        ).toHaveAttribute('href', `${layout.post}${post.slug}`);
        await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        await expect(article.getByText(/^By /)).toBeVisible();
        await expect(article.getByText(/^\d+ Comments?$/)).toBeVisible();
        await expect(article.getByRole('img')).toHaveAttribute('width', /\d+/);
      }
      expect(await sidebarSide(page)).toBe(layout.sidebar);

      await main.getByRole('link', { name: `Read More about ${middle.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${layout.post}${middle.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: middle.title })).toBeVisible();
    });

    test(`${layout.list} has the static pager, page 1 current, previous and next`, async ({
      page,
    }) => {
      await gotoHydrated(page, layout.list);
      const pager = page.getByRole('navigation', { name: 'Blog pages' });
      for (const name of ['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']) {
        await expect(pager.getByRole('link', { name })).toHaveAttribute('href', layout.list);
      }
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(pager.locator('[aria-current]')).toHaveCount(1);
      // Not functional: next leads back to the same list, still on page 1.
      await pager.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(new RegExp(`${layout.list}$`));
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }
});

test.describe('blog sidebar', () => {
  // Its results as you type and its submit to the results page: search.spec.ts.

  test('links categories to practice areas, recent posts and tags', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    const main = page.locator('main');
    const categories = main.locator('div', {
      has: page.getByRole('heading', { name: 'Categories' }),
    });
    await expect(categories.last().getByRole('link', { name: 'Family Law' })).toHaveAttribute(
      'href',
      '/practice-single/Family-Law',
    );
    const categoryHrefs = await categories
      .last()
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(categoryHrefs).toHaveLength(6);
    for (const href of categoryHrefs) expect(href).toMatch(/^\/practice-single\/[\w-]+$/);

    const recent = main
      .locator('div', { has: page.getByRole('heading', { name: 'Recent Posts' }) })
      .last();
    await expect(recent.getByRole('link')).toHaveText(posts.map((post) => post.title));
    for (const post of posts) {
      await expect(recent.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog-single/${post.slug}`,
      );
    }

    const tags = main.locator('div', { has: page.getByRole('heading', { name: 'Tags' }) }).last();
    const tagHrefs = await tags
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(tagHrefs.length).toBeGreaterThan(0);
    expect(new Set(tagHrefs)).toEqual(new Set(['/blog']));

    await categories.last().getByRole('link', { name: 'Criminal Law' }).click();
    await expect(page).toHaveURL(/\/practice-single\/Criminal-Law$/);
  });
});

test.describe('post page', () => {
  const path = `/blog-single/${middle.slug}`;

  test('shows the article, its author and links to the neighbouring posts', async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: middle.title })).toBeVisible();
    const article = page.locator('main article').first();
    await expect(article.getByText(/^A commercial lease can bind a business/)).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Kenji Watanabe' })).toBeVisible();
    await expect(article.getByRole('link', { name: /Kenji Watanabe.s profile/ })).toHaveAttribute(
      'href',
      '/attorneys-single/Kenji-Watanabe',
    );

    const more = page.getByRole('navigation', { name: 'More posts' });
    await expect(more.getByRole('link', { name: /Previous post/ })).toContainText(oldest.title);
    await more.getByRole('link', { name: /Next post/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog-single/${newest.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
    // The newest post has nothing after it.
    await expect(more.getByRole('link', { name: /Next post/ })).toHaveCount(0);
    await expect(more.getByRole('link', { name: /Previous post/ })).toContainText(middle.title);
  });

  test('neighbour links stay in the layout being read', async ({ page }) => {
    await gotoHydrated(page, `/blog-single-left-sidebar/${middle.slug}`);
    await expect(
      page.getByRole('navigation', { name: 'More posts' }).getByRole('link', { name: /Next/ }),
    ).toHaveAttribute('href', `/blog-single-left-sidebar/${newest.slug}`);
  });

  test('shows the comment thread with reply links to the comment form', async ({ page }) => {
    await gotoHydrated(page, path);
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('heading', { level: 3 })).toHaveText([
      'Daniel Price',
      'Robert William',
      'Amira Haddad',
    ]);
    const replies = comments.getByRole('link', { name: /^Reply to / });
    await expect(replies).toHaveCount(3);
    for (const href of await replies.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    )) {
      expect(href).toBe('#comment-form');
    }
    await comments.getByRole('link', { name: 'Reply to Amira Haddad' }).click();
    await expect(page.getByRole('heading', { name: 'Post Comments' })).toBeInViewport();
  });

  test('the Post Comments form does nothing on submit', async ({ page }) => {
    await gotoHydrated(page, path);
    const form = page.getByRole('form', { name: 'Post Comments' });
    await form.getByRole('textbox', { name: 'Comment' }).fill('Very helpful, thank you.');
    await form.getByRole('textbox', { name: 'Website' }).fill('https://example.com');
    await form.getByRole('textbox', { name: 'Name' }).fill('Jane Doe');
    await form.getByRole('textbox', { name: 'Email' }).fill('jane@example.com');
    const navigations = watchNavigations(page);
    const requests = watchRequests(page);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Jane Doe');
    expect(navigations).toEqual([]);
    expect(requests).toEqual([]);
  });

  test('carries BlogPosting and BreadcrumbList structured data', async ({ page }) => {
    await gotoHydrated(page, path);
    const posting = await jsonLdOfType(page, 'BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: middle.title,
      datePublished: '2023-07-28',
      author: { '@type': 'Person', name: 'Kenji Watanabe' },
      publisher: { '@type': 'Organization', name: 'Lexington & Hale' },
      mainEntityOfPage: { '@type': 'WebPage' },
    });
    expect(Number.isNaN(Date.parse(String(posting?.datePublished)))).toBe(false);
    const images = posting?.image as string[];
    expect(images[0]).toMatch(/^https:\/\/.+\.svg$/);
    const mainEntity = posting?.mainEntityOfPage as { '@id': string } | undefined;
    expect(mainEntity?.['@id']).toMatch(new RegExp(`/blog-single/${middle.slug}$`));
    const crumbs = await jsonLdOfType(page, 'BreadcrumbList');
    const items = crumbs?.itemListElement as { name: string }[];
    expect(items.map((item) => item.name)).toEqual(['Home', 'Blog', middle.title]);
  });

  for (const layout of layouts) {
    test(`${layout.post}… names /blog-single/… as canonical, sidebar ${layout.sidebar}`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${layout.post}${oldest.slug}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https://[^/]+/blog-single/${oldest.slug}$`),
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      expect(await sidebarSide(page)).toBe(layout.sidebar);
    });

    test(`${layout.post} with an unknown slug shows the not-found message with HTTP 404`, async ({
      page,
      consoleProblems,
    }) => {
      const response = await gotoHydrated(page, `${layout.post}No-Such-Post`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Post Comments' })).toHaveCount(0);
      expect(withoutExpected404(consoleProblems)).toEqual([]);
    });
  }
});

test.describe('blog teaser', () => {
  for (const path of ['/', '/contact']) {
    test(`${path} shows the two newest posts and a link to the blog`, async ({ page }) => {
      await gotoHydrated(page, path);
      const teaser = page.getByRole('region', { name: 'Latest News' });
      await expect(teaser.getByRole('article')).toHaveCount(2);
      for (const post of [newest, middle]) {
        const card = teaser.getByRole('article').filter({ hasText: post.title });
        await expect(card.getByRole('img')).toHaveAttribute('alt', /\w/);
        await expect(card.getByRole('heading', { name: post.title })).toBeVisible();
        await expect(
          card.getByRole('link', { name: `Read More about ${post.title}` }),
        ).toHaveAttribute('href', `/blog-single/${post.slug}`);
      }
      await teaser.getByRole('link', { name: 'More Blog Post' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a post page shows the article, comments and form', async ({ page }) => {
    await page.goto(`/blog-single-fullwidth/${oldest.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: oldest.title })).toBeVisible();
    await expect(page.getByText(/^In mediation, a neutral mediator/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Post Comments' })).toBeVisible();
  });
});
