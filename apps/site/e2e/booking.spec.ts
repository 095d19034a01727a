import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe';
import { contactFormFields } from './contact-form';
import { expect, type Page, test } from './fixtures';
import { watchRequests } from './requests';

// The office's clock and zone, fixed so "today" and the offered days are the same in every run:
// Wednesday 25 November 2026, 2:10pm in Philadelphia.
test.use({ timezoneId: 'America/New_York' });
const NOW = new Date('2026-11-25T19:10:00Z');

test.beforeEach(async ({ page }) => {
  // Only the date: timers run as usual, so nothing about the page's loading changes.
  await page.clock.setFixedTime(NOW);
});

function bookingForm(page: Page) {
  const form = contactFormFields(page);
  return {
    ...form,
    month: form.form.getByRole('spinbutton', { name: /month/ }),
    day: form.form.getByRole('spinbutton', { name: /day/ }),
    calendarButton: form.form.getByRole('button', { name: /Calendar/ }),
    times: form.form.getByRole('radiogroup', { name: 'Preferred time' }),
    submit: form.form.getByRole('button', { name: 'Book Appointment' }),
  };
}

async function fillContact(form: ReturnType<typeof bookingForm>) {
  await form.name.fill('Jane Doe');
  await form.email.fill('jane@example.com');
  await form.phone.fill('+1 212 555 0199');
  await form.subject.selectOption('Family Law');
  await form.message.fill('I would like advice on a custody agreement.');
}

const summaryHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Your preferred appointment' });

test('a date in the past is refused with a clear message', async ({ page }) => {
  await page.goto('/booking');
  const form = bookingForm(page);
  await fillContact(form);
  await form.month.click();
  await page.keyboard.type('11202026');
  await expect(
    form.form.getByText('That date has passed. Please choose today or a later date.'),
  ).toHaveClass(/errorMessage/);
  // No slot of a past day can be chosen.
  await expect(form.times.getByRole('radio', { name: '6:30 PM' })).toBeDisabled();
  await form.submit.click();
  await expect(form.month).toBeFocused();
  await expect(form.month).toHaveAttribute('aria-invalid', 'true');
  await expect(form.name, 'the refused form keeps its values').toHaveValue('Jane Doe');
  await expect(summaryHeading(page)).toHaveCount(0);
});

test('a date and a slot picked by keyboard offer the appointment as an .ics file', async ({
  page,
}) => {
  await page.goto('/booking');
  const requests = watchRequests(page);
  const form = bookingForm(page);
  await fillContact(form);
  // Open the calendar from the date field, move from today to tomorrow, pick it.
  await form.month.focus();
  await page.keyboard.press('Alt+ArrowDown');
  const calendar = page.getByRole('application', { name: /November 2026/ });
  await expect(
    calendar.getByRole('button', { name: /Wednesday, November 25, 2026/ }),
  ).toBeFocused();
  await expect(calendar.getByRole('button', { name: /November 24, 2026/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(form.day).toHaveText('26');
  // Into the slots, where ArrowRight chooses the next one.
  await form.times.getByRole('radio', { name: '10:00 AM' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.times.getByRole('radio', { name: '10:30 AM' })).toBeChecked();
  await form.submit.press('Enter');

  await expect(form.status).toContainText('Thank you, your details are complete.');
  await expect(summaryHeading(page)).toBeVisible();
  await expect(page.getByText(/Thursday, November 26, 2026 at 10:30\sAM/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('appointment.ics');
  const ics = await readFile(await download.path(), 'utf8');
  // 10:30am Eastern Standard Time is 15:30 UTC; the slot lasts 30 minutes.
  expect(ics).toContain('\r\nDTSTART:20261126T153000Z\r\n');
  expect(ics).toContain('\r\nDTEND:20261126T160000Z\r\n');
  expect(ics).toContain(
    '\r\nLOCATION:1200 Market Street\\, Suite 400\\, Philadelphia\\, PA 19107\r\n',
  );
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  // The browser may fetch the icon of the tab on its own; the page sends nothing.
  expect(
    requests.filter((request) => !request.endsWith('/favicon.svg')),
    'nothing is sent',
  ).toEqual([]);
});

test('without a date and time the booking works as before', async ({ page }) => {
  await page.goto('/booking');
  const form = bookingForm(page);
  await fillContact(form);
  await form.submit.click();
  await expect(form.status).toHaveText(
    /^Thank you, your details are complete\. This demo site sends nothing/,
  );
  await expect(form.name).toHaveValue('');
  await expect(form.errors).toHaveCount(0);
  await expect(summaryHeading(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveCount(0);
});

test('axe finds nothing on /booking with the calendar open', async ({ page }) => {
  await page.goto('/booking');
  const form = bookingForm(page);
  await form.calendarButton.click();
  await expect(page.getByRole('application', { name: /November 2026/ })).toBeVisible();
  await expectNoAxeViolations(page, 'with the calendar open');
});

test('a date typed and a slot chosen before the page hydrated are kept', async ({ page }) => {
  // About hydration itself: every script of the site arrives a second late, so the visitor
  // acts on the prerendered form before React can answer.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/booking', { waitUntil: 'domcontentloaded' });
  const form = page.locator('main form');
  await form.locator('[data-type="month"]').click();
  await page.keyboard.type('12312030');
  await form.getByText('2:30 PM', { exact: true }).click();
  const field = bookingForm(page);
  await expect(field.month).toHaveText('12', { timeout: 15_000 });
  await expect(field.day).toHaveText('31');
  await expect(form.getByRole('spinbutton', { name: /year/ })).toHaveText('2030');
  await expect(field.times.getByRole('radio', { name: '2:30 PM', exact: true })).toBeChecked();
  // The contact fields are still empty and say so; the date and time are complete.
  await expect(field.errors.filter({ hasText: /date|time/ })).toHaveCount(0);
});
