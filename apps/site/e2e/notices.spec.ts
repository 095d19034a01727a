import { builtPaths, pagePaths } from './built-routes';
import { jsonLdOfType } from './content-pages';
import { expect, test } from './fixtures';

/** The notice bar rules ask for beside case results and testimonials (content of @firm/data). */
const ADVERTISING = 'Attorney Advertising';
const DISCLAIMER = 'Prior results do not guarantee a similar outcome.';

/** A case title and a testimonial's author: a page showing either shows a result or a quote. */
const CASE_OR_TESTIMONIAL =
  /Wrongful Arrest Overturned|Residential Title Defect|Olivia Grant|Hannah Lee/;

const RESPONSIBLE =
  'Attorney responsible for this website: Robert William, 1200 Market Street, Suite 400, Philadelphia, PA 19107';

test('every page that shows case results or testimonials carries the advertising notice', async ({
  request,
}) => {
  const showing: string[] = [];
  for (const path of pagePaths) {
    const html = await (await request.get(path)).text();
    // The page's content only: head data and the footer are not a case result.
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    if (!CASE_OR_TESTIMONIAL.test(main)) continue;
    showing.push(path);
    expect(main, `${path} shows the label`).toContain(ADVERTISING);
    expect(main, `${path} shows the disclaimer`).toContain(DISCLAIMER);
  }
  // The lists, the case pages, the testimonial pages and the homes with their sliders.
  for (const path of ['/', '/case-studies', '/case-single/Criminal-Law', '/testimonials']) {
    expect(showing).toContain(path);
  }
});

test('the notice is visible beside the cases and testimonials it qualifies', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Case studies', 'Client testimonials']) {
    const slider = page.getByRole('region', { name, exact: true });
    const notice = slider.locator('xpath=following-sibling::p[1]');
    await expect(notice).toHaveText(`${ADVERTISING}. ${DISCLAIMER}`);
    await expect(notice).toBeVisible();
  }
});

test('the footer names the responsible attorney and links the accessibility and privacy pages', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(RESPONSIBLE);
  // The spec's links keep their targets; the two new pages sit beside them.
  await expect(footer.getByRole('link', { name: 'Privacy & Policy' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await footer.getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
  const statement = page.getByRole('main');
  await expect(statement).toContainText('WCAG) 2.2 at level AA');
  await expect(statement.getByRole('link', { name: '+1 (215) 555-0142' })).toBeVisible();
  await expect(
    statement.getByRole('link', { name: 'hello@lexington-hale.example' }),
  ).toHaveAttribute('href', 'mailto:hello@lexington-hale.example');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  const notice = page.getByRole('main');
  await expect(notice).toContainText('Nothing you type or choose on it leaves your browser');
  await expect(notice).toContainText('local storage');
  await expect(notice.getByRole('link', { name: '+1 (215) 555-0142' })).toBeVisible();
  expect(builtPaths).toEqual(expect.arrayContaining(['/accessibility', '/privacy']));
});

test('the structured data names the responsible attorney as accountable for the site', async ({
  page,
}) => {
  await page.goto('/');
  const site = await jsonLdOfType(page, 'WebSite');
  expect(site).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Lexington & Hale',
    accountablePerson: {
      '@type': 'Person',
      name: 'Robert William',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1200 Market Street, Suite 400',
        addressLocality: 'Philadelphia',
        addressRegion: 'PA',
        postalCode: '19107',
      },
    },
  });
  const person = site?.accountablePerson as { url?: string } | undefined;
  expect(person?.url).toMatch(/^https:\/\/[^/]+\/attorneys-single\/Robert-William$/);
  expect(builtPaths).toContain(new URL(person?.url ?? '').pathname);
});
