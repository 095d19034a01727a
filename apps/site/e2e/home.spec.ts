import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoHydrated, jsonLdOfType } from './content-pages';
import { expect, type Page, test } from './fixtures';

// Content from @firm/data, written out: the e2e suite stays free of the app's asset imports.
const HERO_HEADING = 'Crafting Legal Solutions, Brick by Brick';
const practiceStrip = [
  'Banking and Finance',
  'Insolvency & Bankruptcy',
  'Dispute Resolution',
  'Litigation',
  'Corporate Commercial',
];
const processSteps = [
  'Analysing the Issue',
  'Advice & Guidance',
  'Filing Case',
  'End-to-End Solution',
];
const counters = [
  { value: '1800', label: 'Cases Closed' },
  { value: '150', label: 'Attorneys' },
  { value: '1530', label: 'Clients' },
  { value: '100%', label: 'Successful' },
];
const FIRM_PHONE = '+1 (215) 555-0142';

/** The slides of a carousel, in order (out-of-view slides are inert, so not by role). */
const slidesOf = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]');

/** Indexes of the slides currently in view (the others are inert). */
async function slidesInView(carousel: Locator): Promise<number[]> {
  const inert = await slidesOf(carousel).evaluateAll((slides) =>
    slides.map((slide) => slide.hasAttribute('inert')),
  );
  return inert.flatMap((isInert, index) => (isInert ? [] : [index]));
}

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('the default home page', () => {
  for (const path of ['/', '/home']) {
    test(`${path} opens with the hero: the page heading, an eager hero image and Free Consultation`, async ({
      page,
      consoleProblems,
    }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_HEADING);
      const hero = carousel(page, 'Highlights');
      const firstSlide = slidesOf(hero).first();
      const image = firstSlide.getByRole('img');
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect(firstSlide.getByRole('link', { name: 'Free Consultation' })).toHaveAttribute(
        'href',
        '/contact',
      );
      // Only the first slide's heading is an h1; the others are h2.
      await expect(slidesOf(hero).nth(1).locator('h2')).toHaveCount(1);
      expect(consoleProblems).toEqual([]);
    });
  }

  test('shows every section with its content', async ({ page }) => {
    await gotoHydrated(page, '/');
    const main = page.locator('main');
    for (const title of practiceStrip) {
      await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: /Trusted Counsel/ })).toBeVisible();
    for (const step of processSteps) {
      await expect(main.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    await expect(
      main.getByText('The best case is the one prepared so well that the other side'),
    ).toBeVisible();
    await expect(slidesOf(carousel(page, 'Client testimonials'))).toHaveCount(3);
    // The first six case studies, and all five attorneys.
    await expect(slidesOf(carousel(page, 'Case studies'))).toHaveCount(6);
    await expect(slidesOf(carousel(page, 'Our attorneys'))).toHaveCount(5);
    await expect(slidesOf(carousel(page, 'Our partners'))).toHaveCount(6);
    const callToAction = page.locator('#call-to-action');
    await expect(callToAction.getByRole('link', { name: `Call us ${FIRM_PHONE}` })).toHaveAttribute(
      'href',
      'tel:+12155550142',
    );
    await expect(callToAction.getByRole('link', { name: 'Book An Appointment' })).toHaveAttribute(
      'href',
      '/booking',
    );
    const teaser = page.locator('#blog-teaser');
    await expect(teaser.getByRole('article')).toHaveCount(2);
    await expect(teaser.getByRole('link', { name: 'More Blog Post' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  test('the counters end on their final values', async ({ page }) => {
    await gotoHydrated(page, '/');
    const record = page.locator('#record');
    await record.scrollIntoViewIfNeeded();
    for (const counter of counters) {
      const item = record.getByRole('listitem').filter({ hasText: counter.label });
      await expect(item.locator('[data-counter-display]')).toHaveText(counter.value, {
        timeout: 5000,
      });
    }
  });

  test('practice-area cards open the practice page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const grid = page.locator('#practice-areas');
    await expect(grid.getByRole('link')).toHaveCount(6);
    await expect(grid.getByRole('link', { name: 'Business Law' })).toHaveAttribute(
      'href',
      '/practice-single/Business-Law',
    );
    await grid.getByRole('link', { name: 'Family Law' }).click();
    await expect(page).toHaveURL(/\/practice-single\/Family-Law$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Family Law' })).toBeVisible();
  });

  test('case-study cards open the case page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const cases = carousel(page, 'Case studies');
    await cases.getByRole('button', { name: 'Pause Case studies' }).click();
    await expect(cases.getByRole('link', { name: 'Partnership Buyout' })).toHaveAttribute(
      'href',
      '/case-single/Business-Law',
    );
    await cases.getByRole('link', { name: 'Wrongful Arrest Overturned' }).click();
    await expect(page).toHaveURL(/\/case-single\/Criminal-Law$/);
  });

  test('team names open the attorney page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const team = carousel(page, 'Our attorneys');
    await team.getByRole('button', { name: 'Pause Our attorneys' }).click();
    await team.getByRole('link', { name: 'Eleanor Hale' }).click();
    await expect(page).toHaveURL(/\/attorneys-single\/Eleanor-Hale$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hale' })).toBeVisible();
  });

  test('the hero loops one slide at a time with previous and next', async ({ page }) => {
    await gotoHydrated(page, '/');
    const hero = carousel(page, 'Highlights');
    await expect.poll(() => slidesInView(hero)).toEqual([0]);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slidesInView(hero)).toEqual([1]);
    // Looping: next from the last slide wraps to the first, previous from the first to the last.
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slidesInView(hero)).toEqual([0]);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => slidesInView(hero)).toEqual([1]);
  });

  test('the testimonials show two per view and do not move by themselves', async ({ page }) => {
    await gotoHydrated(page, '/');
    const testimonials = carousel(page, 'Client testimonials');
    await expect(testimonials.getByRole('button', { name: /^(Pause|Play) / })).toHaveCount(0);
    await expect.poll(() => slidesInView(testimonials)).toEqual([0, 1]);
    await testimonials.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slidesInView(testimonials)).toEqual([1, 2]);
    await testimonials.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => slidesInView(testimonials)).toEqual([0, 1]);
  });

  test('the case studies rotate by themselves until paused', async ({ page }) => {
    await gotoHydrated(page, '/');
    const cases = carousel(page, 'Case studies');
    await cases.scrollIntoViewIfNeeded();
    // Five per view at 1366 px.
    await expect.poll(() => slidesInView(cases)).toEqual([0, 1, 2, 3, 4]);
    await expect.poll(async () => (await slidesInView(cases))[0], { timeout: 8000 }).not.toBe(0);
    await cases.getByRole('button', { name: 'Pause Case studies' }).click();
    const play = cases.getByRole('button', { name: 'Play Case studies' });
    await expect(play).toBeVisible();
    // Hover and focus also hold rotation: take both away, so only the pause is left holding it.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const pausedAt = await slidesInView(cases);
    await page.waitForTimeout(5000);
    expect(await slidesInView(cases)).toEqual(pausedAt);
    await play.click();
    await expect(cases.getByRole('button', { name: 'Pause Case studies' })).toBeVisible();
  });

  test('describes the firm as a LegalService for search engines', async ({ page }) => {
    await page.goto('/');
    const firm = await jsonLdOfType(page, 'LegalService');
    expect(firm).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Lexington & Hale',
      telephone: FIRM_PHONE,
      email: 'hello@lexington-hale.example',
      openingHours: 'Mo-Su 10:00-19:00',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1200 Market Street, Suite 400',
        addressLocality: 'Philadelphia',
        addressRegion: 'PA',
        postalCode: '19107',
      },
    });
    expect(firm?.url).toMatch(/^https:\/\/[^/]+\/$/);
    expect(firm?.image).toMatch(/^https:\/\/.+/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its content, counters at their final values', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_HEADING })).toBeVisible();
    const main = page.locator('main');
    for (const title of [...practiceStrip, ...processSteps]) {
      await expect(main.getByRole('heading', { name: title })).toBeVisible();
    }
    for (const counter of counters) {
      await expect(
        main
          .getByRole('listitem')
          .filter({ hasText: counter.label })
          .locator('[data-counter-display]'),
      ).toHaveText(counter.value);
    }
    await expect(main.getByRole('link', { name: 'Robert William' }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Book An Appointment' })).toBeVisible();
  });

  test('the single-lawyer home shows its hero and awards', async ({ page }) => {
    await page.goto('/home-3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Robert William, Your Attorney at Law',
    );
    await expect(page.getByRole('heading', { name: 'Litigator of the Year' })).toBeVisible();
  });
});

test.describe('the second home', () => {
  test('has its own heading, three testimonials per view and the case studies', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home-2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Counsel You Can Build On');
    await expect(page.getByRole('link', { name: 'Free Consultation' }).last()).toHaveAttribute(
      'href',
      '/contact',
    );
    const testimonials = carousel(page, 'Client testimonials');
    await expect.poll(() => slidesInView(testimonials)).toEqual([0, 1, 2]);
    await expect(slidesOf(carousel(page, 'Case studies'))).toHaveCount(6);
    await expect(carousel(page, 'Our attorneys')).toBeVisible();
    await expect(page.locator('#blog-teaser').getByRole('article')).toHaveCount(2);
  });

  test('shows two testimonials per view below 1100 px and one below 767 px', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await gotoHydrated(page, '/home-2');
    const testimonials = carousel(page, 'Client testimonials');
    await expect.poll(() => slidesInView(testimonials)).toEqual([0, 1]);
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => slidesInView(testimonials)).toEqual([0]);
  });
});

test.describe('the single-lawyer home', () => {
  test('shows the static hero, the awards and a call to get in touch', async ({ page }) => {
    await gotoHydrated(page, '/home-3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Robert William, Your Attorney at Law',
    );
    await expect(page.getByRole('region', { name: 'Highlights' })).toHaveCount(0);
    const awards = page.locator('#awards');
    for (const award of [
      'Litigator of the Year',
      'Client Choice Award',
      'Top Family Lawyer',
      'Pro Bono Service Award',
    ]) {
      await expect(awards.getByRole('heading', { level: 3, name: award })).toBeVisible();
    }
    await expect(
      page.locator('#call-to-action').getByRole('link', { name: 'Get In Touch' }),
    ).toHaveAttribute('href', '/contact');
  });

  test('Play video opens the video in a modal; the frame exists only while it is open', async ({
    page,
  }) => {
    // The video host stands in locally: the test checks the frame, not the network.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Video</title><p>Video</p></html>',
      }),
    );
    await gotoHydrated(page, '/home-3');
    const frames = page.locator('iframe');
    await expect(frames).toHaveCount(0);
    const play = page.getByRole('button', { name: 'Play video' });
    await play.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute('title', /Big Buck Bunny/);
    await expectNoAxeViolations(page, 'with the video modal open');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(frames).toHaveCount(0);
    await expect(play).toBeFocused();
  });
});
