import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  addFromGrid,
  cartRow,
  elementsWiderThanViewport,
  expectToast,
  miniCartButton,
  open,
  productCard,
  summaryValue,
  toasts,
} from './shop-support';

// Every shop page hydrates and runs without console errors or hydration warnings.
test.afterEach(({ consoleProblems }) => {
  expect(consoleProblems).toEqual([]);
});

test('an empty cart says so and links to the shop', async ({ page }) => {
  await open(page, '/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('the table has the spec’s columns and each row its product, brand and size', async ({
  page,
}) => {
  await addFromGrid(page, 'Ninja Hoodie', 'The Art of Advocacy');
  await open(page, '/cart');
  const table = page.getByRole('table', { name: 'Items in your cart' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Image',
    'Product Name',
    'Quantity',
    'Price',
    'Total Price',
    'Action',
  ]);
  const row = cartRow(page, 'Ninja Hoodie');
  await expect(row.getByRole('img')).toHaveAttribute('alt', /hoodie/i);
  await expect(row).toContainText('Brand: Lexington & Hale Apparel');
  await expect(row).toContainText('Size: L');
  await expect(cartRow(page, 'The Art of Advocacy')).toContainText('Size: Hardcover');
  await expect(row.getByRole('button', { name: 'Remove Ninja Hoodie' })).toBeVisible();
});

test('line totals, sub price and total add up; Vat, Eco Tax and Delivery are $0', async ({
  page,
}) => {
  await addFromGrid(page, 'Ninja Hoodie', 'The Art of Advocacy', 'The Startup Legal Guide');
  await open(page, '/cart');
  const ninja = cartRow(page, 'Ninja Hoodie');
  await ninja.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(ninja.getByRole('textbox')).toHaveValue('2');
  const book = cartRow(page, 'The Art of Advocacy');
  await book.getByRole('textbox').fill('3');
  await book.getByRole('textbox').press('Enter');
  await expect(book.getByRole('textbox')).toHaveValue('3');

  // 2 x $65 = $130; 3 x $24.50 = $73.50; 1 x $22.99 = $22.99; sum $226.49.
  await expect(ninja.getByRole('cell').nth(3)).toHaveText('$65');
  await expect(ninja.getByRole('cell').nth(4)).toHaveText('$130');
  await expect(book.getByRole('cell').nth(4)).toHaveText('$73.50');
  await expect(cartRow(page, 'The Startup Legal Guide').getByRole('cell').nth(4)).toHaveText(
    '$22.99',
  );
  const summary = page.getByRole('region', { name: 'Cart Summary' });
  await expect(summaryValue(summary, 'Total product')).toHaveText('3');
  await expect(summaryValue(summary, 'Sub Price')).toHaveText('$226.49');
  await expect(summaryValue(summary, 'Vat')).toHaveText('$0');
  await expect(summaryValue(summary, 'Eco Tax')).toHaveText('$0');
  await expect(summaryValue(summary, 'Delivery Charge')).toHaveText('$0');
  await expect(summaryValue(summary, 'Total Price')).toHaveText('$226.49');
  await expect(summary).toContainText('Vat $0');
});

test('the quantity stays between 1 and 99', async ({ page }) => {
  await addFromGrid(page, 'Gavel Crew T-Shirt');
  await open(page, '/cart');
  const row = cartRow(page, 'Gavel Crew T-Shirt');
  const quantity = row.getByRole('textbox', { name: 'Quantity of Gavel Crew T-Shirt' });
  const decrease = row.getByRole('button', { name: 'Decrease quantity' });
  const increase = row.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(decrease).toBeDisabled();

  await quantity.fill('0');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('1');

  await quantity.fill('98');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('98');
  await increase.click();
  await expect(quantity).toHaveValue('99');
  await expect(increase).toBeDisabled();
  // A step's feedback is the changed number: no 'Cart Updated' toast for each click or typed
  // quantity, which would bury the messages that matter.
  await expect(toasts(page)).toBeAttached();
  await expect(toasts(page).getByText('Cart Updated')).toHaveCount(0);

  await quantity.fill('150');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('99');
  await expect(row.getByRole('cell').nth(4)).toHaveText('$8910');

  await decrease.click();
  await expect(quantity).toHaveValue('98');
  await expect(increase).toBeEnabled();
});

test('remove takes the line out, the mini-cart follows, and the last one empties the cart', async ({
  page,
}) => {
  await addFromGrid(page, 'Ninja Hoodie', 'Closing the Deal');
  await open(page, '/cart');
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 2 items');

  await page.getByRole('button', { name: 'Remove Ninja Hoodie' }).click();
  await expectToast(page, 'Item Removed from Cart', 'success');
  await expect(cartRow(page, 'Ninja Hoodie')).toHaveCount(0);
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
  // The pressed button is gone; focus waits on the cart's heading, not on the page body.
  await expect(page.getByRole('heading', { name: 'Your cart', level: 2 })).toBeFocused();
  await expect(
    summaryValue(page.getByRole('region', { name: 'Cart Summary' }), 'Total Price'),
  ).toHaveText('$28');

  await page.getByRole('button', { name: 'Remove Closing the Deal' }).click();
  await expect(page.getByRole('main').getByText('Your cart is empty.')).toBeVisible();
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 0 items');
});

test('the mini-cart shows quantity changes made on the cart page', async ({ page }) => {
  await addFromGrid(page, 'Closing the Deal');
  await open(page, '/cart');
  await cartRow(page, 'Closing the Deal')
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await miniCartButton(page).click();
  const panel = page.getByRole('region', { name: 'Your cart' }).filter({ hasText: 'Subtotal' });
  await expect(panel).toContainText('Closing the Deal');
  await expect(panel).toContainText(/× 2|x 2/);
});

test('Continue Shopping, Update Cart and Proceed to Checkout', async ({ page }) => {
  await addFromGrid(page, 'Ninja Hoodie');
  await open(page, '/cart');
  await page.getByRole('button', { name: 'Update Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartRow(page, 'Ninja Hoodie')).toHaveCount(1);

  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a reload shows the restored cart without flashing "empty" first', async ({ page }) => {
  await addFromGrid(page, 'Ninja Hoodie');
  await page.addInitScript(() => {
    // Records whether the empty state was ever drawn while the page loads.
    new MutationObserver(() => {
      if (document.querySelector('main')?.textContent?.includes('Your cart is empty.')) {
        (window as { sawEmptyCart?: boolean }).sawEmptyCart = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await open(page, '/cart');
  await expect(cartRow(page, 'Ninja Hoodie')).toHaveCount(1);
  expect(await page.evaluate(() => (window as { sawEmptyCart?: boolean }).sawEmptyCart)).toBe(
    undefined,
  );
});

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 360, height: 740 }],
] as const) {
  test(`with items at ${device} width: axe clean, no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await addFromGrid(page, 'Barrister Pullover Hoodie', 'Contracts in Plain English');
    await open(page, '/cart');
    await expect(cartRow(page, 'Barrister Pullover Hoodie')).toHaveCount(1);
    await expectNoAxeViolations(page, `on /cart with items at ${device} width`);
    expect(await elementsWiderThanViewport(page)).toEqual([]);
  });
}

test('the shop pages have no sideways scrolling at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await addFromGrid(page, 'Barrister Pullover Hoodie');
  await productCard(page, 'Ninja Hoodie').getByRole('button', { name: 'Add to wishlist' }).click();
  await productCard(page, 'Ninja Hoodie').getByRole('button', { name: 'Add to compare' }).click();
  for (const path of [
    '/shop',
    '/product-single/Barrister-Pullover-Hoodie',
    '/wishlist',
    '/compare',
    '/checkout',
  ]) {
    await open(page, path);
    expect(await elementsWiderThanViewport(page), path).toEqual([]);
  }
});
