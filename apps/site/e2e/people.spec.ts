import { gotoHydrated, jsonLdOfType, watchNavigations } from './content-pages';
import { expect, test, withoutExpected404 } from './fixtures';
import { watchRequests } from './requests';

// Content from @firm/data, written out: the e2e suite stays free of the app's asset imports.
const attorneys = [
  { name: 'Robert William', title: 'Managing Partner' },
  { name: 'Eleanor Hale', title: 'Founding Partner, Family Law' },
  { name: 'Marcus Bennett', title: 'Criminal Defense Attorney' },
  { name: 'Sofia Alvarez', title: 'Personal Injury Attorney' },
  { name: 'Kenji Watanabe', title: 'Business & Real Estate Attorney' },
];
const slugOf = (name: string) => name.replace(/ /g, '-');
const skills = [
  { label: 'Business Law', value: 85 },
  { label: 'Family Law', value: 95 },
  { label: 'Personal Injury', value: 92 },
  { label: 'Bankruptcy', value: 95 },
];
const faqQuestions = [
  'How much does a first consultation cost?',
  'How are your fees structured?',
  'How long will my case take?',
  'What should I bring to our first meeting?',
  'Will my information be kept confidential?',
];

test.describe('/team', () => {
  test('lists every attorney with portrait, role and a link to their page', async ({ page }) => {
    await gotoHydrated(page, '/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attorneys');
    const main = page.locator('main');
    await expect(main.getByRole('article')).toHaveCount(attorneys.length);
    for (const attorney of attorneys) {
      const card = main.getByRole('article').filter({ hasText: attorney.name });
      await expect(card.getByRole('link', { name: attorney.name })).toHaveAttribute(
        'href',
        `/attorneys-single/${slugOf(attorney.name)}`,
      );
      await expect(card.getByText(attorney.title, { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: new RegExp(attorney.name) })).toBeVisible();
    }
    await main.getByRole('link', { name: 'Sofia Alvarez' }).click();
    await expect(page).toHaveURL(/\/attorneys-single\/Sofia-Alvarez$/);
  });
});

test.describe('an attorney page', () => {
  test('shows the profile, contact details and social links', async ({ page }) => {
    await gotoHydrated(page, '/attorneys-single/Robert-William');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robert William');
    const main = page.locator('main');
    await expect(main.getByText('Managing Partner', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: '+1 (215) 555-0143' })).toHaveAttribute(
      'href',
      'tel:+12155550143',
    );
    await expect(
      main.getByRole('link', { name: 'robert.william@lexington-hale.example' }),
    ).toHaveAttribute('href', 'mailto:robert.william@lexington-hale.example');
    await expect(main.getByText('22 Years')).toBeVisible();
    await expect(
      main.getByText('1200 Market Street, Suite 400, Philadelphia, PA 19107'),
    ).toBeVisible();
    for (const network of ['LinkedIn', 'X', 'Facebook']) {
      await expect(
        main.getByRole('link', { name: `Robert William on ${network}`, exact: true }),
      ).toHaveAttribute('href', /^https:\/\//);
    }
    for (const section of ['About', 'Experience', 'Education', 'Achievements', 'Skills']) {
      await expect(
        main.getByRole('heading', { level: 2, name: section, exact: true }),
      ).toBeVisible();
    }
    await expect(main.getByText(/Lead counsel in more than 120 jury trials/)).toBeVisible();
  });

  test('shows the four skill bars as meters with their values', async ({ page }) => {
    await gotoHydrated(page, '/attorneys-single/Kenji-Watanabe');
    for (const skill of skills) {
      const meter = page.getByRole('meter', { name: skill.label });
      await expect(meter).toHaveAttribute('aria-valuenow', String(skill.value));
      await expect(meter).toContainText(`${skill.value}%`);
    }
  });

  test('lists every attorney in a sidebar inside the main content, marking the current one', async ({
    page,
  }) => {
    await gotoHydrated(page, '/attorneys-single/Marcus-Bennett');
    const sidebar = page.locator('main').getByRole('complementary', { name: 'Our Attorneys' });
    await expect(sidebar.getByRole('link')).toHaveCount(attorneys.length);
    await expect(sidebar.getByRole('link', { name: /Marcus Bennett/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sidebar.getByRole('link', { name: /Eleanor Hale/ }).click();
    await expect(page).toHaveURL(/\/attorneys-single\/Eleanor-Hale$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eleanor Hale');
    await expect(sidebar.getByRole('link', { name: /Eleanor Hale/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the contact form keeps what was typed and sends nothing on submit', async ({ page }) => {
    await gotoHydrated(page, '/attorneys-single/Robert-William');
    const requests = watchRequests(page);
    const navigations = watchNavigations(page);
    await page.getByLabel('Your name').fill('Jane Doe');
    await page.getByLabel('Your email').fill('jane@example.com');
    await page.getByLabel('Note').fill('I would like to discuss a lease.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForTimeout(300);
    expect(navigations).toEqual([]);
    expect(requests).toEqual([]);
    await expect(page).toHaveURL(/\/attorneys-single\/Robert-William$/);
    await expect(page.getByLabel('Your name')).toHaveValue('Jane Doe');
    await expect(page.getByLabel('Your email')).toHaveValue('jane@example.com');
    await expect(page.getByLabel('Note')).toHaveValue('I would like to discuss a lease.');
  });

  test('describes the attorney as a Person, with breadcrumbs, for search engines', async ({
    page,
  }) => {
    await page.goto('/attorneys-single/Eleanor-Hale');
    const person = await jsonLdOfType(page, 'Person');
    expect(person).toMatchObject({
      name: 'Eleanor Hale',
      jobTitle: 'Founding Partner, Family Law',
      telephone: '+1 (215) 555-0144',
      email: 'eleanor.hale@lexington-hale.example',
      worksFor: { '@type': 'LegalService', name: 'Lexington & Hale' },
    });
    expect(person?.url).toMatch(/^https:\/\/.+\/attorneys-single\/Eleanor-Hale$/);
    expect(person?.image).toMatch(/^https:\/\/.+\/assets\/.+\.svg$/);
    const trail = await jsonLdOfType(page, 'BreadcrumbList');
    const crumbs = (trail?.itemListElement ?? []) as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Attorneys', 'Eleanor Hale']);
  });

  test('an unknown attorney shows the not-found message with HTTP 404', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto('/attorneys-single/No-Such-Lawyer');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Skills' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(withoutExpected404(consoleProblems)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the whole profile', async ({ page }) => {
      await page.goto('/attorneys-single/Sofia-Alvarez');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sofia Alvarez');
      await expect(page.getByRole('meter', { name: 'Personal Injury' })).toBeVisible();
      await expect(page.getByLabel('Note')).toBeVisible();
    });
  });
});

test.describe('/faq', () => {
  test('shows five questions, one answer open at a time', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
    const triggers = page.locator('main').getByRole('button', { name: /\?$/ });
    await expect(triggers).toHaveCount(faqQuestions.length);
    for (const [index, question] of faqQuestions.entries()) {
      await expect(triggers.nth(index)).toHaveText(question);
    }
    const expanded = () =>
      triggers.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-expanded') === 'true'),
      );
    // The first answer starts open.
    await expect.poll(expanded).toEqual([true, false, false, false, false]);
    await expect(page.getByText(/first 30-minute consultation is free/)).toBeVisible();

    await triggers.nth(2).click();
    await expect.poll(expanded).toEqual([false, false, true, false, false]);
    await expect(page.getByText(/first 30-minute consultation is free/)).toBeHidden();
    await expect(page.getByText(/realistic timetable/)).toBeVisible();

    // By keyboard too; and the open one closes again.
    await triggers.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toEqual([false, false, false, false, true]);
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toEqual([false, false, false, false, false]);
  });

  test('describes the questions as an FAQPage for search engines', async ({ page }) => {
    await page.goto('/faq');
    const faqPage = await jsonLdOfType(page, 'FAQPage');
    const entities = faqPage?.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(entities.map((entity) => entity.name)).toEqual(faqQuestions);
    for (const entity of entities) {
      expect(entity['@type']).toBe('Question');
      expect(entity.acceptedAnswer['@type']).toBe('Answer');
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(30);
    }
  });
});

test.describe('about and testimonial pages', () => {
  test('/about tells the firm’s story with its process and record', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    const main = page.locator('main');
    await expect(main.getByText(/Philadelphia law firm/)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Analysing the Issue' })).toBeVisible();
    await expect(main.getByText('Cases Closed')).toBeVisible();
    // No link from the about page to itself.
    await expect(main.getByRole('link', { name: 'More About Us' })).toHaveCount(0);
  });

  test('/about-me adds testimonials and the attorneys', async ({ page }) => {
    await gotoHydrated(page, '/about-me');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Me');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Robert William' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Education' })).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Client testimonials', exact: true }),
    ).toBeVisible();
    await expect(main.getByRole('region', { name: 'Our attorneys', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Full profile' })).toHaveAttribute(
      'href',
      '/attorneys-single/Robert-William',
    );
  });

  test('/testimonials shows every client quote at once', async ({ page }) => {
    await gotoHydrated(page, '/testimonials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonials');
    const main = page.locator('main');
    await expect(main.getByRole('blockquote')).toHaveCount(3);
    for (const person of ['Olivia Grant', 'Samuel Okafor', 'Hannah Lee']) {
      await expect(main.getByText(person, { exact: true })).toBeVisible();
    }
  });

  test('/testimonials-s2 shows them in a three-per-view slider', async ({ page }) => {
    await gotoHydrated(page, '/testimonials-s2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonials');
    const slides = page
      .getByRole('region', { name: 'Client testimonials', exact: true })
      .locator('[aria-roledescription="slide"]:not([inert])');
    await expect(slides).toHaveCount(3);
  });
});
