// What a person sees and does on the consumer app's one page, the same for every app and mode.
// Each check is named, runs on its own and fails with a reason; the runner counts them.

const checkTimeoutMs = 10_000;

/** Polls `read` until `accept` holds for its value, or fails with the last value seen. */
async function until(describe, read, accept, timeoutMs = checkTimeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await read();
    if (accept(last)) return last;
    if (Date.now() > deadline) throw new Error(`${describe}: got ${JSON.stringify(last)}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const computed = (locator, property) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The kit's CSS gives `property` the browser's rendering of the theme colour `token`. */
async function styledWith(page, locator, property, token, what) {
  const expected = await page.evaluate((color) => {
    const probe = document.createElement('span');
    probe.style.color = color;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, token);
  await until(
    `${what} ${property} should be ${expected} (${token})`,
    () => computed(locator, property),
    (value) => value === expected,
  );
}

/** The modal's and the toast's box is the element around the one that has the role. */
const panel = (locator) => locator.locator('..');
const visible = (locator) => locator.waitFor({ state: 'visible', timeout: checkTimeoutMs });
const hidden = (locator) => locator.waitFor({ state: 'hidden', timeout: checkTimeoutMs });

/**
 * @param {import('playwright-core').Page} page
 * @param {{ default: Record<string, string>, harbour: Record<string, string>, custom: Record<string, string> }} colors
 * @returns {Array<[string, () => Promise<void>]>}
 */
export function pageChecks(page, colors) {
  page.setDefaultTimeout(checkTimeoutMs);
  const role = (name, options) => page.getByRole(name, options);
  const pressMe = role('button', { name: 'Press me' });
  const openDialog = async () => {
    await role('button', { name: 'Open dialog' }).click();
    const dialog = role('dialog', { name: 'Consultation' });
    await visible(dialog);
    return dialog;
  };
  const closeDialog = async (dialog) => {
    await dialog.getByRole('button', { name: 'Close' }).click();
    await hidden(dialog);
  };
  const notifyToast = async () => {
    await role('button', { name: 'Notify' }).click();
    const toast = page.getByText('Saved your changes').last();
    await visible(toast);
    return panel(page.getByRole('status').filter({ hasText: 'Saved your changes' }).last());
  };

  return [
    [
      'renders',
      async () => {
        await visible(role('heading', { name: 'Kit consumer' }));
        // About packaging, not early input: act once React has hydrated the prerendered page.
        await page.locator('main[data-hydrated]').waitFor({ timeout: checkTimeoutMs });
      },
    ],
    [
      'button styled and pressable',
      async () => {
        await styledWith(page, pressMe, 'background-color', colors.default.accent, 'Button');
        await pressMe.click();
        await visible(page.getByText('Pressed 1 times'));
        // react-aria's touch-action style: prerendered by the React Router app (PressableStyle),
        // added by react-aria in the Vite app; once either way.
        const pressStyles = await page.locator('style#react-aria-pressable-style').count();
        if (pressStyles !== 1) throw new Error(`${pressStyles} press styles, expected 1`);
      },
    ],
    [
      'data image loads',
      async () => {
        const image = role('region', { name: 'Cart' }).getByRole('img');
        await until(
          'product image should decode',
          () => image.evaluate((img) => img.complete && img.naturalWidth > 0),
          Boolean,
        );
      },
    ],
    [
      'cart atoms and toast',
      async () => {
        await role('button', { name: 'Add to cart' }).click();
        await visible(page.getByText('Cart lines: 1'));
        await visible(page.getByText('Item Added to Cart'));
      },
    ],
    [
      'slider',
      async () => {
        const carousel = role('region', { name: 'Team' });
        const slides = carousel.locator('[aria-roledescription="slide"]');
        await until(
          'slider viewport should clip its track',
          () => computed(slides.first().locator('..'), 'overflow-x'),
          (value) => value === 'hidden' || value === 'clip',
        );
        await carousel.getByRole('button', { name: 'Next slide' }).click();
        await until(
          'second slide should be the one in view',
          () => slides.evaluateAll((all) => all.map((slide) => slide.hasAttribute('inert'))),
          (inert) => inert[0] === true && inert[1] === false,
        );
      },
    ],
    [
      'tabs',
      async () => {
        const reviews = role('tab', { name: 'Reviews' });
        await reviews.click();
        await visible(page.getByText('Reviews panel'));
        await styledWith(page, reviews, 'background-color', colors.default.surfaceRaised, 'Tab');
      },
    ],
    [
      'accordion',
      async () => {
        const header = role('button', { name: 'What are your fees?' });
        await header.click();
        await visible(page.getByText('Fees answer'));
        await until(
          'accordion header should be expanded',
          () => header.getAttribute('aria-expanded'),
          (v) => v === 'true',
        );
      },
    ],
    [
      'modal',
      async () => {
        const dialog = await openDialog();
        await styledWith(
          page,
          panel(dialog),
          'background-color',
          colors.default.surfaceRaised,
          'Modal',
        );
        await closeDialog(dialog);
      },
    ],
    [
      'video modal',
      async () => {
        await role('button', { name: 'Play video' }).click();
        const dialog = role('dialog');
        await visible(dialog.locator('iframe[title="Firm video"]'));
        await dialog.getByRole('button', { name: 'Close' }).click();
        await hidden(dialog);
      },
    ],
    [
      'image zoom',
      async () => {
        await role('button', { name: 'Expand image' }).click();
        const dialog = role('dialog', { name: 'Zoomable product' });
        await visible(dialog);
        await dialog.getByRole('button', { name: 'Minimize image' }).click();
        await hidden(dialog);
      },
    ],
    [
      'form fields',
      async () => {
        await role('button', { name: 'Send' }).click();
        const error = page.getByText('Please enter your name');
        await visible(error);
        await styledWith(page, error, 'color', colors.default.danger, 'Field error');
        await role('textbox', { name: 'Your name' }).fill('Ada Lovelace');
        await role('textbox', { name: 'Message' }).fill('Hello');
        // Checkbox and radio inputs are visually hidden; a person clicks their label.
        await page.getByText('I agree', { exact: true }).click();
        await until(
          'checkbox should be checked',
          () => role('checkbox', { name: 'I agree' }).isChecked(),
          Boolean,
        );
        await page.getByText('Phone', { exact: true }).click();
        await until(
          'radio should be checked',
          () => role('radio', { name: 'Phone' }).isChecked(),
          Boolean,
        );
        await role('combobox', { name: 'Subject' }).selectOption('business');
        await role('button', { name: 'Send' }).click();
        await visible(page.getByText('Form sent'));
      },
    ],
    [
      'star rating field',
      async () => {
        const four = role('radio', { name: '4 stars' });
        // The input is visually hidden; a person clicks the star, its label.
        await four.locator('xpath=ancestor::label[1]').click();
        await until('4 stars should be chosen', () => four.isChecked(), Boolean);
      },
    ],
    [
      'quantity stepper',
      async () => {
        await role('button', { name: 'Increase quantity' }).click();
        await until(
          'quantity should be 2',
          () => role('textbox', { name: 'Quantity' }).inputValue(),
          (v) => v === '2',
        );
      },
    ],
    [
      'star rating, skill bar, counter',
      async () => {
        await visible(role('img', { name: 'Rated 4 out of 5' }));
        await until(
          'skill bar value',
          () => role('meter', { name: 'Litigation' }).getAttribute('aria-valuenow'),
          (v) => v === '80',
        );
        const counter = page.locator('[data-counter-display]');
        await counter.scrollIntoViewIfNeeded();
        await until(
          'counter should count up to 1800',
          () => counter.textContent(),
          (v) => v === '1800',
        );
      },
    ],
    [
      'pagination',
      async () => {
        const navigation = role('navigation', { name: 'Pagination' });
        const current = navigation.locator('[aria-current="page"]');
        await styledWith(
          page,
          current,
          'background-color',
          colors.default.surfaceInverse,
          'Current page',
        );
        await navigation.getByRole('link', { name: 'Next page' }).click();
        await until(
          'next page should be the location',
          () => page.evaluate(() => location.hash),
          (v) => v === '#page-2',
        );
      },
    ],
    [
      'layout primitives',
      async () => {
        const list = (name) => role('list', { name });
        const boxes = (name) =>
          list(name)
            .getByRole('listitem')
            .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
        // The theme's space tokens: sm 0.75rem, md 1rem, lg 1.5rem.
        const near = (value, expected) => Math.abs(value - expected) < 0.5;
        await until(
          'Stack: a bulletless column 16px apart',
          () => boxes('Stacked'),
          ([a, b]) => Boolean(a && b && near(b.top - a.bottom, 16) && near(a.left, b.left)),
        );
        if ((await computed(list('Stacked'), 'list-style-type')) !== 'none')
          throw new Error('Stack as="ul" should drop its bullets');
        await until(
          'Inline: one row 12px apart',
          () => boxes('In a row'),
          ([a, b]) => Boolean(a && b && near(a.top, b.top) && near(b.left - a.right, 12)),
        );
        await until(
          'Tiles: three equal tiles in a row 24px apart',
          () => boxes('Tiled'),
          (tiles) => {
            const [a, b, c] = tiles;
            return Boolean(
              a &&
                b &&
                c &&
                near(a.top, c.top) &&
                near(b.left - a.right, 24) &&
                near(a.width, c.width),
            );
          },
        );
        const region = role('region', { name: 'Layout' });
        const narrow = region.getByText('Narrow column');
        const wide = region.getByText('Wide column');
        await until(
          'Columns: a third beside the rest, in a Container of the text width (40rem)',
          async () => [
            await narrow.boundingBox(),
            await wide.boundingBox(),
            await region.boundingBox(),
          ],
          ([n, w, r]) =>
            Boolean(
              n &&
                w &&
                r &&
                near(n.y, w.y) &&
                near(n.width * 2 - 16, w.width) &&
                near(r.width, 640),
            ),
        );
        const secondary = region.getByText('Secondary text');
        await styledWith(page, secondary, 'color', colors.default.textMuted, 'Text tone="muted"');
        await until(
          'Text: the sm step (15px) in capitals, without the paragraph margins',
          async () => [
            await computed(secondary, 'font-size'),
            await computed(secondary, 'text-transform'),
            await computed(secondary, 'margin-top'),
          ],
          ([size, transform, margin]) =>
            size === '15px' && transform === 'uppercase' && margin === '0px',
        );
      },
    ],
    [
      'toast',
      async () => {
        const toast = await notifyToast();
        await styledWith(page, toast, 'background-color', colors.default.surfaceRaised, 'Toast');
      },
    ],
    [
      'harbour theme on the root',
      async () => {
        await role('button', { name: 'Use harbour theme' }).click();
        await styledWith(page, pressMe, 'background-color', colors.harbour.accent, 'Button');
      },
    ],
    [
      'custom theme reaches page and overlays',
      async () => {
        await role('button', { name: 'Use custom theme' }).click();
        await styledWith(page, pressMe, 'background-color', colors.custom.accent, 'Button');
        const dialog = await openDialog();
        await styledWith(
          page,
          panel(dialog),
          'background-color',
          colors.custom.surfaceRaised,
          'Modal',
        );
        await closeDialog(dialog);
        const toast = await notifyToast();
        await styledWith(page, toast, 'background-color', colors.custom.surfaceRaised, 'Toast');
      },
    ],
  ];
}
