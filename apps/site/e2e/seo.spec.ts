import { pagePaths } from './built-routes';
import { expect, test } from './fixtures';

const pages = pagePaths;

test('every prerendered page has its own title, description, canonical URL and sharing tags', async ({
  request,
}) => {
  const titles = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(title, path).not.toBe('');
    expect(description.length, `${path} description: ${description}`).toBeGreaterThanOrEqual(30);
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      expect(html, `${path} ${tag}`).toContain(`property="${tag}"`);
    }
    for (const tag of ['twitter:card', 'twitter:title', 'twitter:description']) {
      expect(html, `${path} ${tag}`).toContain(`name="${tag}"`);
    }
    if (path !== '/404') {
      expect(html, path).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      const other = titles.get(title);
      // Only true aliases share a title: / and /home, and each blog post's three layouts.
      if (other && !(path === '/home' && other === '/')) {
        const sameSlug = other.split('/').at(-1) === path.split('/').at(-1);
        expect(sameSlug, `${path} repeats the title of ${other}`).toBe(true);
      }
      titles.set(title, path);
    }
  }
});

test('the sitemap lists each indexable page once, by its canonical URL, and robots.txt points to it', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>(https?:\/\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  const expected = new Set<string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    if (/<meta name="robots" content="[^"]*noindex/.test(html)) continue;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (canonical) expected.add(canonical);
  }
  expect(listed).toEqual([...expected].sort());
  expect(listed.some((url) => url?.endsWith('/practice-single/Family-Law'))).toBe(true);
  expect(listed.some((url) => /blog-single-(left-sidebar|fullwidth)/.test(url ?? ''))).toBe(false);
  expect(listed.some((url) => url?.endsWith('/home'))).toBe(false);
});
