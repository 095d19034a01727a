import type { Locator } from '@playwright/test';
import { contactFormFields } from './contact-form';
import type { Page } from './fixtures';
import {
  clockKey,
  expect,
  type ImpatientVisitor,
  matches,
  moments,
  press,
  slidesInView,
  submitStopped,
  TOAST_CSS,
  test,
  toastQuery,
  watchFor,
} from './impatient-support';
import { cartRow, miniCartButton, productCard, seedShop, storedCart } from './shop-support';

/**
 * A visitor on a slow phone who does not wait: every test acts once, either as soon as the
 * document is parsed or once it has loaded, and then expects what a person would see. No test
 * waits for hydration; an input the page drops (or handles twice) fails the test. Each test
 * reports when it acted and when the effect appeared (reports/impatient.json).
 */

/** Declares the interaction twice: acting at DOMContentLoaded, and acting at load. */
function impatiently(interaction: string, body: (visitor: ImpatientVisitor) => Promise<void>) {
  for (const moment of moments) {
    test(`${interaction}, acting at ${moment}`, async ({ visitor }) => {
      visitor.begin(interaction, moment);
      await body(visitor);
    });
  }
}

/** A toast saying `message`; any second toast means the action took effect twice. */
const toastWatch = (message: string) => ({
  ...watchFor(toastQuery(message)),
  overdone: matches,
  overdoneArg: { css: TOAST_CSS, atLeast: 2 },
});

/** The toasts saying `message`, after their kind's hidden prefix. */
function toastsSaying(page: Page, message: string) {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('region', { name: 'Notifications' })
    .getByText(new RegExp(`^(Success|Error|Info|Warning): ${escaped}$`));
}

/**
 * The label of a visually hidden radio or checkbox: the control a person clicks (the input
 * itself is a 1 px box under it).
 */
const labelOf = (scope: Page | Locator, text: string) =>
  scope.locator('label').filter({ hasText: text });

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Indexes of the slides in view (the others are inert). */
function inView(region: Locator) {
  return region
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) =>
      slides.flatMap((slide, index) => (slide.hasAttribute('inert') ? [] : [index])),
    );
}

test.describe('impatient visitors', { tag: '@impatient' }, () => {
  // A control that never becomes usable fails the test in seconds, not at the test's timeout.
  test.use({ actionTimeout: 10_000 });

  test.describe('content', () => {
    impatiently('FAQ question expands', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/faq');
      const question = 'How long will my case take?';
      const trigger = page.locator('main').getByRole('button', { name: question });
      await visitor.act(
        watchFor(
          { css: 'main button', name: question, attribute: ['aria-expanded', 'true'] },
          { stays: true },
        ),
        () => trigger.click(press),
      );
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(/realistic timetable/)).toBeVisible();
      await expect(page.locator('main').getByRole('button', { expanded: true })).toHaveCount(1);
      await visitor.expectExactlyOnce();
    });

    for (const { interaction, path, tab, text } of [
      {
        interaction: 'practice-area tab',
        path: '/practice-single/Family-Law',
        tab: 'Intelligence',
        text: /^We gather the facts early/,
      },
      {
        interaction: 'case-study tab',
        path: '/case-single/Criminal-Law',
        tab: 'Solution',
        text: /full camera footage/,
      },
      {
        interaction: 'product tab (Review)',
        path: '/product-single/Ninja-Hoodi',
        tab: 'Review',
        text: /Laura Mitchell/,
      },
    ]) {
      impatiently(interaction, async (visitor) => {
        const { page } = visitor;
        await visitor.open(path);
        const trigger = page.getByRole('tab', { name: tab });
        await visitor.act(
          watchFor(
            { css: '[role="tab"]', name: tab, attribute: ['aria-selected', 'true'] },
            { stays: true },
          ),
          () => trigger.click(press),
        );
        await expect(trigger).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toContainText(text);
        await visitor.expectExactlyOnce();
      });
    }

    impatiently('video button opens the modal', async (visitor) => {
      const { page } = visitor;
      // The video host stands in locally: the test checks the modal, not the network.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Video</title><p>Video</p></html>',
        }),
      );
      await visitor.open('/home-3');
      await visitor.act(watchFor({ css: '[role="dialog"]' }, { stays: true }), () =>
        page.getByRole('button', { name: 'Play video' }).click(press),
      );
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed/);
      await expect(dialog).toHaveCount(1);
      await visitor.expectExactlyOnce();
    });

    impatiently('hero Next', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/');
      const hero = carousel(page, 'Highlights');
      // Two slides that loop: a second Next would bring the first back.
      await visitor.act(
        {
          shown: slidesInView,
          shownArg: { carousel: 'Highlights', inView: [1] },
          stays: true,
        },
        () => hero.getByRole('button', { name: 'Next slide' }).click(press),
      );
      await expect.poll(() => inView(hero)).toEqual([1]);
      await visitor.expectExactlyOnce();
    });
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    impatiently('testimonial slider Next (one per view)', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/');
      const testimonials = carousel(page, 'Client testimonials');
      await visitor.act(
        {
          shown: slidesInView,
          shownArg: { carousel: 'Client testimonials', inView: [1] },
          overdone: slidesInView,
          overdoneArg: { carousel: 'Client testimonials', inView: [2] },
          stays: true,
        },
        () => testimonials.getByRole('button', { name: 'Next slide' }).click(press),
      );
      await expect.poll(() => inView(testimonials)).toEqual([1]);
      await visitor.expectExactlyOnce();
    });

    impatiently('mobile menu opens', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/contact');
      await visitor.act(watchFor({ css: '[role="dialog"]' }, { stays: true }), () =>
        page.getByRole('button', { name: 'Menu', exact: true }).click(press),
      );
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
      await visitor.expectExactlyOnce();
    });

    impatiently('mobile menu group expands', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/contact');
      await page.getByRole('button', { name: 'Menu', exact: true }).click(press);
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu, 'first, the menu opens').toBeVisible();
      const group = menu.getByRole('button', { name: 'Blog', exact: true });
      await visitor.act(
        watchFor(
          {
            css: '[role="dialog"] h3 > button',
            name: 'Blog',
            attribute: ['aria-expanded', 'true'],
          },
          { stays: true },
        ),
        () => group.click(press),
      );
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Blog Fullwidth' })).toBeVisible();
      await visitor.expectExactlyOnce();
    });
  });

  test.describe('header', () => {
    impatiently('mini-cart toggle', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/about');
      const toggle = miniCartButton(page);
      await visitor.act(
        watchFor(
          {
            css: 'header button[aria-controls]',
            nameStartsWith: 'Cart,',
            attribute: ['aria-expanded', 'true'],
          },
          { stays: true },
        ),
        () => toggle.click(press),
      );
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: 'Your cart' })).toContainText(
        'Your cart is empty.',
      );
      await visitor.expectExactlyOnce();
    });

    impatiently('search toggle', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/about');
      const toggle = page.getByRole('button', { name: 'Search', exact: true });
      await visitor.act(
        watchFor(
          {
            css: 'header button[aria-controls]',
            name: 'Search',
            attribute: ['aria-expanded', 'true'],
          },
          { stays: true },
        ),
        () => toggle.click(press),
      );
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
      await visitor.expectExactlyOnce();
    });

    impatiently('theme switch', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/about');
      const dark = page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', {
        name: 'Dark',
      });
      await visitor.act(
        watchFor({ css: 'html', attribute: ['data-color-scheme', 'dark'] }, { stays: true }),
        () => dark.click(press),
      );
      await expect(dark).toBeChecked();
      await visitor.expectExactlyOnce();
    });
  });

  test.describe('shop', () => {
    impatiently('Add to cart on /shop', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/shop');
      await visitor.act(toastWatch('Item Added to Cart'), () =>
        productCard(page, 'Ninja Hoodie').getByRole('button', { name: 'Add to cart' }).click(press),
      );
      await expect(toastsSaying(page, 'Item Added to Cart')).toBeVisible();
      await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
      await expect(toastsSaying(page, 'Item Added to Cart')).toHaveCount(1);
      await visitor.expectExactlyOnce();
    });

    impatiently('Add to cart on a product page', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/product-single/Ninja-Hoodi');
      await visitor.act(toastWatch('Item Added to Cart'), () =>
        page.getByRole('button', { name: 'Add to cart' }).click(press),
      );
      await expect(toastsSaying(page, 'Item Added to Cart')).toBeVisible();
      await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
      await expect(toastsSaying(page, 'Item Added to Cart')).toHaveCount(1);
      await visitor.expectExactlyOnce();
    });

    // The zoomed view's code loads on the first reach for the button (ImageZoom), so this press
    // waits for a module as well as for hydration: the view must still open, once.
    impatiently('product photo zoom', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/product-single/Ninja-Hoodi');
      await visitor.act(watchFor({ css: '[role="dialog"]' }, { stays: true }), () =>
        page.getByRole('button', { name: 'Expand image' }).click(press),
      );
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveCount(1);
      await visitor.expectExactlyOnce();
    });

    impatiently('wishlist button', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/shop');
      const heart = productCard(page, 'Gavel Crew T-Shirt').getByRole('button', {
        name: 'Add to wishlist',
      });
      await visitor.act(toastWatch('Item Added to Wishlist'), () => heart.click(press));
      await expect(toastsSaying(page, 'Item Added to Wishlist')).toBeVisible();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('link', { name: 'Wishlist (1)' })).toBeVisible();
      await expect(toastsSaying(page, 'Item Added to Wishlist')).toHaveCount(1);
      await visitor.expectExactlyOnce();
    });

    impatiently('compare button', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/shop');
      await visitor.act(toastWatch('Added to Compare List'), () =>
        productCard(page, 'Ninja Hoodie')
          .getByRole('button', { name: 'Add to compare' })
          .click(press),
      );
      await expect(toastsSaying(page, 'Added to Compare List')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
      await expect(toastsSaying(page, 'Added to Compare List')).toHaveCount(1);
      await visitor.expectExactlyOnce();
    });

    impatiently('product page quantity stepper', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/product-single/The-Art-Of-Advocacy');
      const number = { css: 'main input[aria-roledescription="Number field"]' };
      await visitor.act(
        {
          ...watchFor({ ...number, value: '2' }),
          overdone: matches,
          overdoneArg: { ...number, value: '3' },
        },
        () => visitor.pressAndRelease(page.getByRole('button', { name: 'Increase quantity' })),
      );
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
      await visitor.expectExactlyOnce();
    });

    impatiently('product page quantity typed, then stepped', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/product-single/The-Art-Of-Advocacy');
      const quantity = page.getByRole('textbox', { name: 'Quantity' });
      const number = { css: 'main input[aria-roledescription="Number field"]' };
      await visitor.act(watchFor({ ...number, value: '3' }), () => quantity.fill('3'));
      // The stepper counts on from what was typed, whenever its part went live: hydration must
      // not have put the prerendered 1 back.
      await visitor.pressAndRelease(page.getByRole('button', { name: 'Increase quantity' }));
      await expect(quantity).toHaveValue('4');
      await visitor.expectExactlyOnce();
    });

    impatiently('cart quantity stepper', async (visitor) => {
      const { page } = visitor;
      await seedShop(
        page,
        storedCart([{ id: 1, title: 'Ninja Hoodie', priceCents: 6500, quantity: 1 }]),
      );
      await visitor.open('/cart');
      const row = cartRow(page, 'Ninja Hoodie');
      const number = { css: 'main input[aria-roledescription="Number field"]' };
      await visitor.act(
        {
          ...watchFor({ ...number, value: '2' }),
          overdone: matches,
          overdoneArg: { ...number, value: '3' },
        },
        () => visitor.pressAndRelease(row.getByRole('button', { name: 'Increase quantity' })),
      );
      await expect(row.getByRole('textbox')).toHaveValue('2');
      await expect(row.getByRole('cell').nth(4)).toHaveText('$130');
      await visitor.expectExactlyOnce();
    });
  });

  test.describe('checkout', () => {
    const cardTrigger = (page: Page, name: string) =>
      page.getByRole('heading', { level: 2, name }).getByRole('button', { name });

    impatiently('checkout card opens', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/checkout');
      const billing = cardTrigger(page, 'Billing Address');
      await visitor.act(
        watchFor(
          { css: 'h2 > button', name: 'Billing Address', attribute: ['aria-expanded', 'true'] },
          { stays: true },
        ),
        () => billing.click(press),
      );
      await expect(billing).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('group', { name: 'Billing address', exact: true })).toBeVisible();
      await visitor.expectExactlyOnce();
    });

    impatiently('payment choice', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/checkout');
      await visitor.act(watchFor({ css: 'label', name: 'Card Number' }, { stays: true }), () =>
        labelOf(page, 'Payment By Card').click(press),
      );
      await expect(page.getByRole('radio', { name: 'Payment By Card' })).toBeChecked();
      await expect(page.getByLabel('Card Number')).toBeVisible();
      await visitor.expectExactlyOnce();
    });

    impatiently('card-type picker', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/checkout');
      await labelOf(page, 'Payment By Card').click(press);
      const types = page.getByRole('radiogroup', { name: 'Card type' });
      await expect(types, 'first, choosing to pay by card shows the card types').toBeVisible();
      await visitor.act(
        watchFor(
          {
            css: '[role="radiogroup"] label',
            name: 'Skrill',
            attribute: ['data-selected', 'true'],
          },
          { stays: true },
        ),
        () => labelOf(types, 'Skrill').click(press),
      );
      await expect(types.getByRole('radio', { name: 'Skrill' })).toBeChecked();
      await expect(types.getByRole('radio', { checked: true })).toHaveCount(1);
      // The tick that shows the choice is drawn for the selected option's label.
      await expect(labelOf(types, 'Skrill')).toHaveAttribute('data-selected', 'true');
      await expect(labelOf(types, 'Visa')).not.toHaveAttribute('data-selected', 'true');
      await visitor.expectExactlyOnce();
    });

    impatiently('ship to a different address', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/checkout');
      const billing = cardTrigger(page, 'Billing Address');
      await billing.click(press);
      await expect(billing, 'first, the billing card opens').toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await visitor.act(
        watchFor({ css: 'fieldset > legend', name: 'Shipping address' }, { stays: true }),
        () => page.getByText('Ship to a different address?').click(press),
      );
      await expect(
        page.getByRole('checkbox', { name: 'Ship to a different address?' }),
      ).toBeChecked();
      await expect(
        page.getByRole('group', { name: 'Shipping address' }).getByRole('textbox', {
          name: 'First Name',
        }),
      ).toBeVisible();
      await visitor.expectExactlyOnce();
    });
  });

  test.describe('forms', () => {
    for (const { path, submit } of [
      { path: '/contact', submit: 'Submit Now' },
      { path: '/booking', submit: 'Book Appointment' },
    ]) {
      const fields = contactFormFields;

      impatiently(`${path} form, empty submit`, async (visitor) => {
        const { page } = visitor;
        await visitor.open(path);
        const form = fields(page);
        await visitor.act(watchFor({ css: 'main form .errorMessage', atLeast: 5 }), () =>
          page.getByRole('button', { name: submit }).click(press),
        );
        await expect(form.errors).toHaveText([
          'Please enter your name.',
          'Please enter your email address.',
          'Please enter your phone number.',
          'Please choose a subject.',
          'Please describe your case.',
        ]);
        await expect(form.name).toBeFocused();
        await visitor.expectSubmitKept();
        await visitor.expectExactlyOnce();
      });

      impatiently(`${path} form, valid submit`, async (visitor) => {
        const { page } = visitor;
        await visitor.open(path);
        const form = fields(page);
        await form.name.fill('Jane Doe');
        await form.email.fill('jane@example.com');
        await form.phone.fill('+1 212 555 0199');
        await form.subject.selectOption('Family Law');
        await form.message.fill('I would like advice on a custody agreement.');
        await visitor.act(
          watchFor({ css: 'main form [role="status"]', nameStartsWith: 'Thank you' }),
          () => page.getByRole('button', { name: submit }).click(press),
        );
        await expect(form.status, 'the confirmation: every field typed was kept').toContainText(
          'Thank you',
        );
        for (const control of [form.name, form.email, form.phone, form.subject, form.message]) {
          await expect(control).toHaveValue('');
        }
        await expect(form.errors).toHaveCount(0);
        await visitor.expectSubmitKept();
        await visitor.expectExactlyOnce();
      });
    }

    /** Forms whose submit does nothing (spec): stopped, the page stays and keeps the input. */
    const keptSubmit = { shown: submitStopped, shownArg: clockKey };

    for (const { interaction, path, form, submit, entries } of [
      {
        interaction: 'attorney contact form',
        path: '/attorneys-single/Robert-William',
        form: null,
        submit: 'Send Message',
        entries: [
          ['Your name', 'Jane Doe'],
          ['Your email', 'jane@example.com'],
          ['Note', 'I would like to discuss a lease.'],
        ],
      },
      {
        interaction: 'blog comment form',
        path: '/blog-single/What-To-Check-Before-Signing-A-Commercial-Lease',
        form: 'Post Comments',
        submit: 'Post Comment',
        entries: [
          ['Comment', 'Very helpful, thank you.'],
          ['Website', 'https://example.com'],
          ['Name', 'Jane Doe'],
          ['Email', 'jane@example.com'],
        ],
      },
    ] as const) {
      const scope = (page: Page) =>
        form === null ? page.locator('main') : page.getByRole('form', { name: form });

      for (const filled of [false, true]) {
        impatiently(`${interaction}, ${filled ? 'valid' : 'empty'} submit`, async (visitor) => {
          const { page } = visitor;
          await visitor.open(path);
          for (const [label, value] of entries) {
            if (filled) await scope(page).getByLabel(label, { exact: true }).fill(value);
          }
          await visitor.act(keptSubmit, () =>
            scope(page).getByRole('button', { name: submit }).click(press),
          );
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          for (const [label, value] of entries) {
            await expect(scope(page).getByLabel(label, { exact: true })).toHaveValue(
              filled ? value : '',
            );
          }
          await expect(scope(page).locator('.errorMessage')).toHaveCount(0);
          await visitor.expectSubmitKept();
          await visitor.expectExactlyOnce();
        });
      }
    }

    impatiently('review form, empty submit', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/product-single/Ninja-Hoodi');
      await page.getByRole('tab', { name: 'Review' }).click(press);
      const form = page.getByRole('form', { name: 'Add a review' });
      await expect(form, 'first, the Review tab shows the form').toBeVisible();
      await visitor.act(
        watchFor({ css: 'form[aria-labelledby="add-review-heading"] .errorMessage', atLeast: 2 }),
        () => form.getByRole('button', { name: 'Submit' }).click(press),
      );
      // The browser's own messages for the two required fields, shown in the page.
      await expect(form.locator('.errorMessage')).toHaveText([
        'Please fill out this field.',
        'Please fill out this field.',
      ]);
      await expect(form.getByRole('textbox', { name: 'Name *' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page).toHaveURL(/\/product-single\/Ninja-Hoodi$/);
      await visitor.expectExactlyOnce();
    });

    impatiently('review form, valid submit', async (visitor) => {
      const { page } = visitor;
      await visitor.open('/product-single/Ninja-Hoodi');
      await page.getByRole('tab', { name: 'Review' }).click(press);
      const form = page.getByRole('form', { name: 'Add a review' });
      await expect(form, 'first, the Review tab shows the form').toBeVisible();
      await labelOf(form, '4 stars').click(press);
      const entries = [
        ['Your review *', 'Lovely hoodie.'],
        ['Name *', 'Ann Reader'],
        ['Email *', 'ann@example.com'],
      ] as const;
      for (const [name, value] of entries) {
        await form.getByRole('textbox', { name }).fill(value);
      }
      await visitor.act(keptSubmit, () =>
        form.getByRole('button', { name: 'Submit' }).click(press),
      );
      await expect(page).toHaveURL(/\/product-single\/Ninja-Hoodi$/);
      for (const [name, value] of entries) {
        await expect(form.getByRole('textbox', { name })).toHaveValue(value);
      }
      await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await visitor.expectSubmitKept();
      await visitor.expectExactlyOnce();
    });
  });
});
