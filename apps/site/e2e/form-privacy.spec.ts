import type { Locator, Request } from '@playwright/test';
import { waitForHydration } from './content-pages';
import { expect, type Page, test } from './fixtures';

// The firm's contact details (from @firm/data, written out: the e2e suite stays free of the
// app's imports).
const firmPhone = '+1 (215) 555-0142';
const firmPhoneHref = 'tel:+12155550142';
const firmEmail = 'hello@lexington-hale.example';

/** What a visitor types: realistic, and distinctive enough to spot in any URL or request body. */
const typed = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '+1 212 555 0199',
  message: 'My landlord kept the deposit after I moved out in March.',
  website: 'https://jane-doe.example',
  search: 'tenant deposit',
};

/**
 * What Chromium logs when the page's policy (`form-action 'none'`) refuses a form submission:
 * the expected outcome of submitting any form that the page's code does not handle. Both the
 * page's policy and the server's report it, so it appears twice per submit.
 */
const refusedSubmission =
  /^Sending form data to '[^']*' violates the following Content Security Policy directive: "form-action 'none'"\. The request has been blocked\.\s*$/;

interface FormCase {
  /** Who the form is, in test titles. */
  title: string;
  path: string;
  /** The submit button's accessible name; the form is the one that holds it. */
  submit: string;
  /** Fills the form with the visitor's words and returns the values typed. */
  fill: (form: Locator) => Promise<string[]>;
  /** The text field in which the visitor presses Enter. */
  enterIn: (form: Locator) => Locator;
  /** Whether the form asks for the visitor's words, and so says how else to reach the firm. */
  asksForWords: boolean;
  /** What the page shows once its code has handled a submit of the filled form, if anything. */
  whenHandled?: (form: Locator) => Promise<void>;
  /**
   * Where the page's code takes the visitor once it handles a submit (the search's results,
   * shown in the browser); by default the visitor stays on the page.
   */
  handledAddress?: RegExp;
}

async function fillContact(form: Locator) {
  await form.getByRole('textbox', { name: 'Name' }).fill(typed.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(typed.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(typed.phone);
  await form.getByRole('combobox', { name: 'Subject' }).selectOption('Family Law');
  await form.getByRole('textbox', { name: 'Case description' }).fill(typed.message);
  return [typed.name, typed.email, typed.phone, typed.message];
}

/** A valid contact or appointment request is cleared, with a confirmation (spec §4). */
async function contactConfirmed(form: Locator) {
  await expect(form.getByRole('status')).toContainText('Thank you');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
}

/**
 * Every form a visitor can fill in before the page's code runs, or without it. (The others, the
 * header's search, the review, coupon and card forms, only open through that code: see the test
 * 'forms that only the page's code opens are not on offer'.)
 */
const prerenderedForms: FormCase[] = [
  {
    title: 'the contact form',
    path: '/contact',
    submit: 'Submit Now',
    fill: fillContact,
    enterIn: (form) => form.getByRole('textbox', { name: 'Name' }),
    asksForWords: true,
    whenHandled: contactConfirmed,
  },
  {
    title: 'the appointment form',
    path: '/booking',
    submit: 'Book Appointment',
    fill: fillContact,
    enterIn: (form) => form.getByRole('textbox', { name: 'Phone' }),
    asksForWords: true,
    whenHandled: contactConfirmed,
  },
  {
    title: "an attorney's contact form",
    path: '/attorneys-single/Eleanor-Hale',
    submit: 'Send Message',
    fill: async (form) => {
      await form.getByRole('textbox', { name: 'Your name' }).fill(typed.name);
      await form.getByRole('textbox', { name: 'Your email' }).fill(typed.email);
      await form.getByRole('textbox', { name: 'Note' }).fill(typed.message);
      return [typed.name, typed.email, typed.message];
    },
    enterIn: (form) => form.getByRole('textbox', { name: 'Your email' }),
    asksForWords: true,
  },
  {
    title: 'the blog comment form',
    path: '/blog-single/How-Mediation-Can-Settle-A-Family-Dispute',
    submit: 'Post Comment',
    fill: async (form) => {
      await form.getByRole('textbox', { name: 'Comment' }).fill(typed.message);
      await form.getByRole('textbox', { name: 'Website' }).fill(typed.website);
      await form.getByRole('textbox', { name: 'Name' }).fill(typed.name);
      await form.getByRole('textbox', { name: 'Email' }).fill(typed.email);
      return [typed.message, typed.website, typed.name, typed.email];
    },
    enterIn: (form) => form.getByRole('textbox', { name: 'Name' }),
    asksForWords: true,
  },
  {
    title: 'the blog sidebar search',
    path: '/blog',
    submit: 'Find posts',
    fill: async (form) => {
      await form.getByRole('searchbox', { name: 'Search the blog' }).fill(typed.search);
      return [typed.search];
    },
    enterIn: (form) => form.getByRole('searchbox', { name: 'Search the blog' }),
    asksForWords: false,
    handledAddress: /\/search\?q=tenant\+deposit$/,
  },
];

/** The form holding a submit button of this name. */
function formOf(page: Page, entry: FormCase) {
  return page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: entry.submit, exact: true }) });
}

/**
 * The two ways a visitor submits. Playwright is told not to wait for the navigation a submit
 * asks for: when the browser refuses it, no event ever says so, and Playwright would wait for it
 * until the test times out.
 */
const submitWays = [
  {
    how: 'clicking the submit button',
    submit: (form: Locator, entry: FormCase) =>
      form.getByRole('button', { name: entry.submit, exact: true }).click({ noWaitAfter: true }),
  },
  {
    how: 'pressing Enter in a text field',
    submit: (form: Locator, entry: FormCase) =>
      entry.enterIn(form).press('Enter', { noWaitAfter: true }),
  },
] as const;

/** A URL or request body as a server would read it: percent-escapes and `+` decoded. */
function decoded(text: string) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Records every request from now on that carries something typed, in its URL or its body. */
function watchLeaks(page: Page, values: readonly string[]) {
  const leaks: string[] = [];
  const carries = (text: string | null) =>
    text !== null && values.some((value) => text.includes(value) || decoded(text).includes(value));
  page.on('request', (request: Request) => {
    if (carries(request.url()) || carries(request.postData())) {
      leaks.push(`${request.method()} ${request.url()}`);
    }
  });
  return leaks;
}

/** Logged by `watchHeldSubmits` when a submit ended with its default action prevented. */
const heldSubmission = '[form-privacy] the page held the submission';

/**
 * Reports every submit that the page prevented (the early-input script holds a submit made
 * before the page's code is live, to replay it then). Registered before the page's own scripts,
 * so it sees the event first and reads its outcome after the dispatch.
 */
async function watchHeldSubmits(page: Page) {
  await page.addInitScript((message) => {
    addEventListener(
      'submit',
      (event) => {
        setTimeout(() => {
          if (event.defaultPrevented) console.info(message);
        });
      },
      true,
    );
  }, heldSubmission);
}

/**
 * Submits and waits for the verdict: 'refused' when a policy stopped the submission, 'held' when
 * the page prevented it (see watchHeldSubmits), 'sent' when the page started loading another
 * document. One of the three always happens, so this never waits on a guess.
 */
async function verdictOf(page: Page, submit: () => Promise<void>) {
  const verdict = new Promise<'refused' | 'held' | 'sent'>((resolve) => {
    const onConsole = (message: { text(): string }) => {
      if (refusedSubmission.test(message.text())) settle('refused');
      else if (message.text() === heldSubmission) settle('held');
    };
    const onRequest = (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) settle('sent');
    };
    const settle = (outcome: 'refused' | 'held' | 'sent') => {
      page.off('console', onConsole);
      page.off('request', onRequest);
      resolve(outcome);
    };
    page.on('console', onConsole);
    page.on('request', onRequest);
  });
  await submit();
  return verdict;
}

/**
 * Fills the form and submits it one way while the page's code is not handling forms: the
 * submission must be refused by the policy (no scripts at all) or held by the page's early-input
 * script (scripts on their way, or failed), the address must stay exactly as it was (no query
 * string), and no request may carry what was typed.
 *
 * After a refusal Playwright still believes a navigation is under way (the browser announced
 * one, then never reports it ended) and holds every later action and assertion on this page
 * until one commits, so each submission here is made on a freshly loaded page and checked
 * through what the page emitted, not through its elements.
 */
async function expectSubmitGoesNowhere(
  page: Page,
  entry: FormCase,
  way: (typeof submitWays)[number],
  expected: 'refused' | 'held',
) {
  const form = formOf(page, entry);
  const address = page.url();
  const values = await entry.fill(form);
  const leaks = watchLeaks(page, values);
  const outcome = await verdictOf(page, () => way.submit(form, entry));
  expect({ outcome, address: page.url(), leaks }, way.how).toEqual({
    outcome: expected,
    address,
    leaks: [],
  });
}

/** The notice that tells a visitor without the page's code how else to reach the firm. */
async function expectContactNotice(form: Locator) {
  const phone = form.getByRole('link', { name: firmPhone });
  const email = form.getByRole('link', { name: firmEmail });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', firmPhoneHref);
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute('href', `mailto:${firmEmail}`);
}

/** Holds every script of the site until the returned function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of prerenderedForms) {
    test(`${entry.title} sends nothing and keeps the address`, async ({ page, allowConsole }) => {
      allowConsole(refusedSubmission);
      for (const way of submitWays) {
        await page.goto(entry.path);
        if (entry.asksForWords) await expectContactNotice(formOf(page, entry));
        await expectSubmitGoesNowhere(page, entry, way, 'refused');
      }
    });
  }

  test("forms that only the page's code opens are not on offer", async ({ page }) => {
    await page.goto('/product-single/Ninja-Hoodi');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeHidden();
    await expect(page.getByRole('form', { name: 'Add a review' })).toHaveCount(0);
    await page.goto('/checkout');
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toBeHidden();
    await expect(page.getByRole('form', { name: 'Card details' })).toHaveCount(0);
  });
});

test.describe('with the scripts blocked by the network', () => {
  for (const entry of prerenderedForms) {
    test(`${entry.title} sends nothing and keeps the address`, async ({ page, allowConsole }) => {
      allowConsole(/^Failed to load resource: net::ERR_FAILED$/);
      await watchHeldSubmits(page);
      await page.route('**/assets/*.js', (route) => route.abort());
      for (const way of submitWays) {
        await page.goto(entry.path);
        if (entry.asksForWords) await expectContactNotice(formOf(page, entry));
        // The inline early-input script runs (it is not an asset) and holds the submission.
        await expectSubmitGoesNowhere(page, entry, way, 'held');
      }
    });
  }
});

test.describe('before the page has hydrated', () => {
  for (const entry of prerenderedForms) {
    test(`${entry.title} sends nothing, then works once the page is live`, async ({ page }) => {
      await watchHeldSubmits(page);
      const releaseScripts = await holdScripts(page);
      for (const way of submitWays) {
        // The held module scripts keep DOMContentLoaded from firing; the document is all there.
        await page.goto(entry.path, { waitUntil: 'commit' });
        const form = formOf(page, entry);
        await expect(form.getByRole('button', { name: entry.submit, exact: true })).toBeVisible();
        if (entry.asksForWords) {
          // The code is on its way: the page must not tell the visitor it is missing.
          await expect(form.getByRole('link', { name: firmEmail })).toBeHidden();
        }
        await expectSubmitGoesNowhere(page, entry, way, 'held');
      }

      const address = page.url();
      const replayLeaks = watchLeaks(page, Object.values(typed));
      releaseScripts();
      // Waits for hydration on purpose: this checks what the page's code does with the held
      // submission once it runs, which a visitor cannot see start.
      await waitForHydration(page);
      const form = formOf(page, entry);
      // The submission held last is handed to the page's code once it is live, and handled there.
      await entry.whenHandled?.(form);
      if (entry.handledAddress) {
        // Handled in the browser: the new address is the page's own doing, and no request
        // carries what was typed.
        await expect(page).toHaveURL(entry.handledAddress);
        expect(replayLeaks).toEqual([]);
        return;
      }
      expect({ address: page.url(), leaks: replayLeaks }).toEqual({ address, leaks: [] });
      // Whether the page handled a submit (prevented the browser's own, so there is nothing for
      // the policy to refuse) is not visible as such; the window sees each submit event last,
      // after the page's handlers.
      await page.evaluate(() => {
        const handled: boolean[] = [];
        Object.assign(window, { submitsHandled: handled });
        window.addEventListener('submit', (event) => handled.push(event.defaultPrevented));
      });
      const submitsHandled = () =>
        page.evaluate(() => (window as { submitsHandled?: boolean[] }).submitsHandled);
      const values = await entry.fill(form);
      const leaks = watchLeaks(page, values);
      await entry.enterIn(form).press('Enter');
      await expect.poll(submitsHandled).toEqual([true]);
      await entry.fill(form);
      await form.getByRole('button', { name: entry.submit, exact: true }).click();
      await expect.poll(submitsHandled).toEqual([true, true]);
      await entry.whenHandled?.(form);
      expect({ address: page.url(), leaks }).toEqual({ address, leaks: [] });
      if (entry.asksForWords)
        await expect(form.getByRole('link', { name: firmEmail })).toBeHidden();
    });
  }
});
