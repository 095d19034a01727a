import { expectNoAxeViolations } from './axe';
import { contactFormFields } from './contact-form';
import { jsonLdOfType, gotoHydrated as visit } from './content-pages';
import { expect, type Page, test } from './fixtures';
import { watchRequests } from './requests';

const fields = contactFormFields;

type Fields = ReturnType<typeof fields>;

async function fillValid(form: Fields) {
  await form.name.fill('Jane Doe');
  await form.email.fill('jane@example.com');
  await form.phone.fill('+1 212 555 0199');
  await form.subject.selectOption('Family Law');
  await form.message.fill('I would like advice on a custody agreement.');
}

/** Every control that shows an error is invalid and described by that error. */
async function expectErrorsTiedToFields(page: Page, form: Fields) {
  for (const control of [form.name, form.email, form.phone, form.subject, form.message]) {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.length > 0);
    expect(errorId, 'aria-describedby').toBeDefined();
    const described = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id))
          .some((element) => element?.classList.contains('errorMessage')),
      describedBy,
    );
    expect(described, 'described by an errorMessage element').toBe(true);
  }
}

for (const { path, heading, submit } of [
  { path: '/contact', heading: 'Need Consultancy, Request A Free Quote', submit: 'Submit Now' },
  { path: '/booking', heading: 'Request an Appointment', submit: 'Book Appointment' },
]) {
  test.describe(`the form on ${path}`, () => {
    test('starts empty with the spec placeholders and real labels', async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const form = fields(page);
      await expect(page.getByRole('form', { name: heading })).toBeVisible();
      for (const [control, placeholder] of [
        [form.name, 'Name*'],
        [form.email, 'Email*'],
        [form.phone, 'Your phone'],
        [form.message, 'Case Description...'],
      ] as const) {
        await expect(control).toHaveValue('');
        await expect(control).toHaveAttribute('placeholder', placeholder);
      }
      await expect(form.subject).toHaveValue('');
      await expect(form.subject.locator('option')).toHaveText([
        'Contact subject',
        'Family Law',
        'Personal Injury',
        'Criminal Law',
        'Education Law',
        'Business Law',
      ]);
      await expect(form.subject.locator('option').first()).toBeDisabled();
      await expect(form.errors).toHaveCount(0);
      await expect(form.form).toHaveAttribute('novalidate', '');
    });

    test('an invalid submit shows every message, tied to its field, and sends nothing', async ({
      page,
    }) => {
      await visit(page, path);
      const requests = watchRequests(page);
      const form = fields(page);
      await page.getByRole('button', { name: submit }).click();
      await expect(form.errors).toHaveCount(5);
      await expect(form.errors).toHaveText([
        'Please enter your name.',
        'Please enter your email address.',
        'Please enter your phone number.',
        'Please choose a subject.',
        'Please describe your case.',
      ]);
      await expectErrorsTiedToFields(page, form);
      await expect(form.name).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(requests).toEqual([]);
      await expectNoAxeViolations(page, `with the ${path} form's errors shown`);
    });

    test('messages follow the fields as they are fixed; a valid submit clears the form', async ({
      page,
    }) => {
      await visit(page, path);
      const requests = watchRequests(page);
      const form = fields(page);

      // Spec §4: a change shows the messages of every invalid field, not only this one.
      await form.name.fill('Jane 2');
      await expect(form.errors).toHaveText([
        'Your name can only contain letters and spaces.',
        'Please enter your email address.',
        'Please enter your phone number.',
        'Please choose a subject.',
        'Please describe your case.',
      ]);
      await form.name.fill('Jane Doe');
      await form.email.fill('jane@example');
      await expect(form.errors.first()).toHaveText(
        'Please enter a valid email address, such as name@example.com.',
      );
      await form.email.fill('jane@example.com');
      await form.phone.fill('+1 212 555 0199');
      await form.subject.selectOption('Criminal Law');
      await expect(form.errors).toHaveText(['Please describe your case.']);
      await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
      await form.message.fill('A question about a traffic offence.');
      await expect(form.errors).toHaveCount(0);

      await page.getByRole('button', { name: submit }).click();
      await expect(form.status).toContainText('Thank you');
      for (const control of [form.name, form.email, form.phone, form.subject, form.message]) {
        await expect(control).toHaveValue('');
      }
      await expect(form.errors).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(requests).toEqual([]);
    });
  });
}

test('leaving a field empty shows the messages (validation on blur)', async ({ page }) => {
  await visit(page, '/contact');
  const form = fields(page);
  await form.name.focus();
  await page.keyboard.press('Tab');
  await expect(form.email).toBeFocused();
  await expect(form.errors).toHaveCount(5);
  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
});

test('phone numbers: international formats pass, letters and short numbers do not', async ({
  page,
}) => {
  await visit(page, '/contact');
  const form = fields(page);
  await fillValid(form);
  const phoneError = form.form.locator('.errorMessage');
  for (const accepted of ['+1 212 555 0199', '(212) 555-0199', '+44 (0)20 7946 0958']) {
    await form.phone.fill(accepted);
    await expect(phoneError, accepted).toHaveCount(0);
  }
  for (const [rejected, message] of [
    ['212-555-CALL', /^Please enter a phone number using digits/],
    ['555 01', /^A phone number has 7 to 15 digits/],
  ] as const) {
    await form.phone.fill(rejected);
    await expect(phoneError, rejected).toHaveText(message);
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
  }
});

test('/contact: office details, a map loaded on request, the blog teaser and LegalService data', async ({
  page,
}) => {
  // The map host is not reachable from the test machine; answer for it.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
  await visit(page, '/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText('1200 Market Street, Suite 400, Philadelphia, PA 19107');
  await expect(main).toContainText('hello@lexington-hale.example');
  await expect(main).toContainText('+1 (215) 555-0142');
  await expect(main).toContainText('Mon-Sun, 10am-7pm');

  const map = main.locator('iframe');
  await expect(map).toHaveCount(0);
  await main.getByRole('button', { name: 'Show map' }).click();
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed/);
  await expect(map).toHaveAttribute('title', /Map showing the Lexington & Hale office/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toBeFocused();

  await expect(main.getByRole('link', { name: 'More Blog Post' })).toHaveAttribute('href', '/blog');

  const firm = await jsonLdOfType(page, 'LegalService');
  expect(firm).toMatchObject({
    name: 'Lexington & Hale',
    telephone: '+1 (215) 555-0142',
    email: 'hello@lexington-hale.example',
    openingHours: 'Mo-Su 10:00-19:00',
    address: { '@type': 'PostalAddress', addressLocality: 'Philadelphia' },
  });
  expect(firm?.url).toMatch(/^https:\/\//);
});

test('/booking is titled Book an Appointment', async ({ page }) => {
  await visit(page, '/booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an Appointment');
});
