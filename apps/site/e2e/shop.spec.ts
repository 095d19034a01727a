import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './content-pages';
import { expect, test } from './fixtures';
import {
  cartRow,
  chooseRadio,
  dismissToasts,
  expectToast,
  miniCartButton,
  open,
  productCard,
} from './shop-support';

// Every shop page hydrates and runs without console errors or hydration warnings.
test.afterEach(({ consoleProblems }) => {
  expect(consoleProblems).toEqual([]);
});

test.describe('/shop', () => {
  test('shows the first 12 products with image, title link, prices and three buttons', async ({
    page,
  }) => {
    await open(page, '/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Add to compare' })).toHaveCount(12);
    // The catalogue has 14: the last two are left out.
    await expect(page.getByText('Know Your Rights')).toHaveCount(0);
    await expect(page.getByText('Education Law Primer')).toHaveCount(0);

    const ninja = productCard(page, 'Ninja Hoodie');
    await expect(ninja.getByRole('link', { name: 'Ninja Hoodie' })).toHaveAttribute(
      'href',
      '/product-single/Ninja-Hoodi',
    );
    await expect(ninja).toContainText('$65');
    await expect(ninja.locator('del')).toContainText('$85');
    const image = ninja.getByRole('img');
    await expect(image).toHaveAttribute('alt', /hoodie/i);
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
    await expect(productCard(page, 'The Startup Legal Guide').getByRole('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect(productCard(page, 'The Art of Advocacy')).toContainText('$24.50');
  });

  test('pager links 1, 2 and 3 all lead to /shop', async ({ page }) => {
    await open(page, '/shop');
    const pager = page.getByRole('navigation', { name: 'Shop pages' });
    for (const label of ['1', '2', '3']) {
      await expect(pager.getByRole('link', { name: `Page ${label}` })).toHaveAttribute(
        'href',
        '/shop',
      );
    }
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('adds from the grid; adding again raises the quantity; the mini-cart follows', async ({
    page,
  }) => {
    await open(page, '/shop');
    await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 0 items');
    const add = productCard(page, 'Ninja Hoodie').getByRole('button', { name: 'Add to cart' });
    await add.click();
    await expectToast(page, 'Item Added to Cart');
    await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await add.click();
    // One line (the badge counts lines), two of the item.
    await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await productCard(page, 'Closing the Deal')
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 2 items');

    await page.getByRole('link', { name: 'Cart (2)' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartRow(page, 'Ninja Hoodie').getByRole('textbox')).toHaveValue('2');
    await expect(cartRow(page, 'Closing the Deal').getByRole('textbox')).toHaveValue('1');
  });
});

test.describe('/product-single/{slug}', () => {
  test('shows the product with its fixed rating, copy, category and tags', async ({ page }) => {
    await open(page, '/product-single/Ninja-Hoodi');
    await expect(page).toHaveTitle('Ninja Hoodie | Lexington & Hale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Single');
    await expect(page.getByRole('heading', { level: 2, name: 'Ninja Hoodie' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByText('(25 customer reviews)')).toBeVisible();
    await expect(page.locator('main')).toContainText('$65');
    await expect(page.locator('main del').first()).toContainText('$85');
    await expect(page.getByText('Categories: Book')).toBeVisible();
    await expect(page.getByText('Tags: law, events, consult')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('Each piece in our shop');
  });

  test('the Review tab: two sample reviews and a form that submits nowhere', async ({ page }) => {
    await open(page, '/product-single/Ninja-Hoodi');
    await page.getByRole('tab', { name: 'Review' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel).toContainText('Laura Mitchell');
    await expect(panel).toContainText('12 JUL,23');
    await expect(panel.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

    const form = panel.getByRole('form', { name: 'Add a review' });
    await expect(form).toContainText(
      'Your email address will not be published. Required fields are marked *',
    );
    const stars = form.getByRole('radiogroup', { name: 'Your rating *' });
    await expect(stars.getByRole('radio')).toHaveCount(5);
    for (const radio of await stars.getByRole('radio').all()) {
      await expect(radio).toHaveAttribute('name', 'stars');
    }
    await expect(form.getByRole('textbox', { name: 'Your review *' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name *' })).toHaveAttribute('required', '');
    const email = form.getByRole('textbox', { name: 'Email *' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');

    await chooseRadio(form, '4 stars');
    await form.getByRole('textbox', { name: 'Your review *' }).fill('Lovely hoodie.');
    await form.getByRole('textbox', { name: 'Name *' }).fill('Ann Reader');
    await email.fill('ann@example.com');
    await form.getByRole('button', { name: 'Submit' }).click();
    // Intercepted: same page, nothing cleared, nothing announced.
    await expect(page).toHaveURL(/\/product-single\/Ninja-Hoodi$/);
    await expect(email).toHaveValue('ann@example.com');
  });

  test('the photo zooms and unzooms, and the zoomed view passes axe', async ({ page }) => {
    await open(page, '/product-single/Ninja-Hoodi');
    await page.getByRole('button', { name: 'Expand image' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('[data-zoom-state="loaded"]').first()).toBeAttached();
    await expectNoAxeViolations(page, 'with the product image zoomed');
    await dialog.getByRole('button', { name: 'Minimize image' }).click();
    await expect(dialog).toBeHidden();
  });

  test('adds the chosen quantity, and adds it again to the same line', async ({ page }) => {
    await open(page, '/product-single/The-Art-Of-Advocacy');
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Item Added to Cart');
    await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');

    await quantity.fill('2');
    await quantity.press('Tab');
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await open(page, '/cart');
    await expect(cartRow(page, 'The Art of Advocacy').getByRole('textbox')).toHaveValue('5');
    await expect(cartRow(page, 'The Art of Advocacy')).toContainText('$122.50');
  });
});

test.describe('wishlist and compare', () => {
  test('the wishlist toggle says what it did and shows its state', async ({ page }) => {
    await open(page, '/shop');
    const heart = productCard(page, 'Gavel Crew T-Shirt').getByRole('button', {
      name: 'Add to wishlist',
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expectToast(page, 'Item Added to Wishlist', 'success');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await dismissToasts(page);
    await heart.click();
    await expectToast(page, 'Item Removed from Wishlist', 'error');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('the wishlist page lists saved products with add-to-cart and remove', async ({ page }) => {
    await open(page, '/wishlist');
    await expect(page.getByRole('main').getByText('Your wishlist is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );

    await open(page, '/product-single/Closing-The-Deal');
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expectToast(page, 'Item Added to Wishlist', 'success');
    await open(page, '/wishlist');
    const item = page.getByRole('listitem').filter({ hasText: 'Closing the Deal' });
    await expect(item).toContainText('$28');
    await item.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Item Added to Cart');
    await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await dismissToasts(page);
    await item.getByRole('button', { name: 'Remove Closing the Deal from wishlist' }).click();
    await expectToast(page, 'Item Removed from Wishlist', 'error');
    await expect(page.getByRole('main').getByText('Your wishlist is empty.')).toBeVisible();
  });

  test('compare: added, already added, removed, and a removal that finds nothing', async ({
    page,
  }) => {
    await open(page, '/shop');
    const compare = productCard(page, 'Ninja Hoodie').getByRole('button', {
      name: 'Add to compare',
    });
    await compare.click();
    await expectToast(page, 'Added to Compare List', 'success');
    await dismissToasts(page);
    await compare.click();
    await expectToast(page, 'Already added to Compare List', 'warning');
    await productCard(page, 'The Family Law Handbook')
      .getByRole('button', { name: 'Add to compare' })
      .click();

    await open(page, '/compare');
    const table = page.getByRole('table', { name: 'Products side by side' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Ninja Hoodie',
      'The Family Law Handbook',
    ]);
    for (const [label, cells] of [
      ['Price', ['$65', '$32']],
      ['Old price', ['$85', '$40']],
      ['Brand', ['Lexington & Hale Apparel', 'Hale Press']],
      ['Size', ['L', 'Hardcover']],
    ] as const) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      await expect(row.getByRole('cell')).toHaveText([...cells]);
    }
    await expect(table.getByRole('img')).toHaveCount(2);

    await dismissToasts(page);
    await page.getByRole('button', { name: 'Remove Ninja Hoodie from compare list' }).click();
    await expectToast(page, 'Item Removed from Compare List', 'warning');
    await expect(table.getByRole('columnheader')).toHaveText(['The Family Law Handbook']);

    // The same removal reaching the store twice before the page redraws (a double activation):
    // the second finds nothing, says 'Target no Found' and changes nothing.
    await dismissToasts(page);
    await page
      .getByRole('button', { name: 'Remove The Family Law Handbook from compare list' })
      .evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
    await expectToast(page, 'Item Removed from Compare List', 'warning');
    await expectToast(page, 'Target no Found', 'success');
    await expect(page.getByRole('main').getByText('Your compare list is empty.')).toBeVisible();
  });

  test('a reload keeps the cart, the wishlist and the compare list', async ({ page }) => {
    await open(page, '/shop');
    await productCard(page, 'Ninja Hoodie').getByRole('button', { name: 'Add to cart' }).click();
    await productCard(page, 'Evidence & Procedure')
      .getByRole('button', { name: 'Add to wishlist' })
      .click();
    await productCard(page, 'Closing the Deal')
      .getByRole('button', { name: 'Add to compare' })
      .click();
    await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(
      productCard(page, 'Evidence & Procedure').getByRole('button', { name: 'Add to wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Wishlist (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

    await open(page, '/compare');
    await expect(page.getByRole('columnheader', { name: 'Closing the Deal' })).toBeVisible();
    await open(page, '/wishlist');
    await expect(page.getByRole('link', { name: 'Evidence & Procedure' })).toBeVisible();
  });
});

test('/checkout can be found: its own title, a canonical URL and a place in the sitemap', async ({
  request,
}) => {
  const html = await (await request.get('/checkout')).text();
  expect(html).toContain('<title>Checkout | Lexington &amp; Hale</title>');
  expect(html).not.toMatch(/<meta name="robots"/);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical).toMatch(/\/checkout$/);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${canonical}</loc>`);
});

test.describe('pages of the visitor’s own shop', () => {
  for (const [path, title] of [
    ['/cart', 'Cart'],
    ['/order_received', 'Order Received'],
    ['/wishlist', 'Wishlist'],
    ['/compare', 'Compare Products'],
  ] as const) {
    test(`${path} has its own title and is kept out of search results`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title} | Lexington &amp; Hale</title>`);
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      // The prerendered page waits for the stored shop instead of claiming it is empty.
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect(main).toContain('role="status"');
      expect(main).not.toMatch(/is empty\.|no order to show/);
    });
  }

  test('a product page carries Product and Offer structured data', async ({ request }) => {
    const html = await (await request.get('/product-single/The-Art-Of-Advocacy')).text();
    const nodes = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
    const product = nodes.find((node) => node['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'The Art of Advocacy',
      offers: {
        '@type': 'Offer',
        price: '24.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: expect.stringMatching(/\/product-single\/The-Art-Of-Advocacy$/),
      },
    });
    expect(nodes.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
  });
});
