import { waitForHydration } from './content-pages';
import { expect, type Page, test } from './fixtures';

/** How a page is drawn: its scheme (CSS `color-scheme`) and whether the body's background is dark. */
type Drawn = { scheme: string; background: 'dark' | 'light' };

const light: Drawn = { scheme: 'light', background: 'light' };
const dark: Drawn = { scheme: 'dark', background: 'dark' };

/**
 * Reads how the document is drawn, in the page. A background is dark when its relative luminance
 * is under 0.18, the middle grey (the dark theme's page is about 0.01, the light one's 1).
 */
function readDrawn(): Drawn {
  const [r = 0, g = 0, b = 0] = (
    getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
  )
    .slice(0, 3)
    .map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return {
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.18 ? 'dark' : 'light',
  };
}

const themeSwitch = (page: Page) => page.getByRole('radiogroup', { name: 'Theme' });

/** How the page is drawn now. */
const drawn = (page: Page) => page.evaluate(readDrawn);

/**
 * Opens `path` with none of the site's modules (they are blocked), and returns how its first
 * frame was drawn: what the prerendered HTML, its CSS and its inline head scripts show before any
 * of the site's code could change it. Read in the page's first animation frame, which the
 * browser runs right before it paints that frame (after the render-blocking stylesheets).
 */
async function firstFrame(page: Page, path: string, allowConsole: (pattern: RegExp) => void) {
  allowConsole(/^Failed to load resource: net::ERR_FAILED$/);
  // Leave the page the test was on first: its own late imports (the idle vitals chunk) must not
  // meet the blocked scripts and fail on it.
  await page.goto('about:blank');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.addInitScript({
    content: `(() => {
      const read = ${String(readDrawn)};
      const record = () => {
        if (document.body) window.__firstFrame = read();
        else requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    })();`,
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => '__firstFrame' in window);
  const seen = await page.evaluate(() => Reflect.get(window, '__firstFrame'));
  await page.unroute('**/assets/*.js');
  return seen;
}

test.describe('with the system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the prerendered page is dark from its first frame', async ({ page, allowConsole }) => {
    expect(await firstFrame(page, '/contact', allowConsole)).toEqual(dark);
  });

  test('the switch says System and the page stays dark once live', async ({ page }) => {
    await page.goto('/');
    await expect(themeSwitch(page).getByRole('radio', { name: 'System' })).toBeChecked();
    // About hydration itself: the page must still be dark after its code has run, a moment
    // a visitor cannot see arrive, so the test waits it out.
    await waitForHydration(page);
    expect(await drawn(page)).toEqual(dark);
  });

  test('a stored Light wins over the system from the first frame', async ({
    page,
    allowConsole,
  }) => {
    await page.goto('/about');
    await themeSwitch(page).getByRole('radio', { name: 'Light' }).click();
    await expect.poll(() => drawn(page)).toEqual(light);
    expect(await firstFrame(page, '/about', allowConsole)).toEqual(light);
  });
});

test.describe('with the system set to light', () => {
  test.use({ colorScheme: 'light' });

  test('the prerendered page is light from its first frame', async ({ page, allowConsole }) => {
    expect(await firstFrame(page, '/contact', allowConsole)).toEqual(light);
  });

  test('Dark in the switch darkens the page at once and is remembered across a reload', async ({
    page,
  }) => {
    await page.goto('/faq');
    const choices = themeSwitch(page);
    await choices.getByRole('radio', { name: 'Dark' }).click();
    await expect(choices.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect.poll(() => drawn(page)).toEqual(dark);

    await page.reload();
    await expect(themeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await drawn(page)).toEqual(dark);

    // Back to System: the page follows the system again, and so does the next visit.
    await themeSwitch(page).getByRole('radio', { name: 'System' }).click();
    await expect.poll(() => drawn(page)).toEqual(light);
    await page.goto('/faq');
    await expect(themeSwitch(page).getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await drawn(page)).toEqual(light);
  });

  test('a stored Dark is drawn from the first frame, before any of the site’s code', async ({
    page,
    allowConsole,
  }) => {
    await page.goto('/blog');
    await themeSwitch(page).getByRole('radio', { name: 'Dark' }).click();
    await expect.poll(() => drawn(page)).toEqual(dark);
    expect(await firstFrame(page, '/shop', allowConsole)).toEqual(dark);
  });

  test('a choice made in another tab is followed', async ({ page, context }) => {
    const other = await context.newPage();
    await Promise.all([page.goto('/about'), other.goto('/contact')]);
    // About the tabs talking, not early input: the other tab hears a storage event only once
    // its code listens, as it has long done when a visitor comes back to it.
    await waitForHydration(other);
    await themeSwitch(page).getByRole('radio', { name: 'Dark' }).click();
    await expect.poll(() => drawn(other)).toEqual(dark);
    await expect(themeSwitch(other).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  test('the switch works from the keyboard', async ({ page }) => {
    await page.goto('/about');
    const system = themeSwitch(page).getByRole('radio', { name: 'System' });
    // Tabs through the top bar's links to the switch, as a keyboard user does.
    for (
      let stop = 0;
      stop < 12 && !(await system.evaluate((el) => el === document.activeElement));
      stop += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(system).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(themeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(themeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect.poll(() => drawn(page)).toEqual(dark);
  });
});
