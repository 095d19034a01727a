import type { Locator } from '@playwright/test';
import { waitForHydration } from './content-pages';
import { expect, type Page, test } from './fixtures';

// Every shop page hydrates and runs without console errors or hydration warnings.
test.afterEach(({ consoleProblems }) => {
  expect(consoleProblems).toEqual([]);
});

/**
 * Presses Tab (or Shift+Tab) until `target` has focus. Only the keyboard acts; the check
 * between presses just reads which element is focused.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 150; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} never received focus`);
}

test('keyboard only: shop -> product -> cart -> checkout -> order received', async ({ page }) => {
  await page.goto('/shop');
  await waitForHydration(page);

  // Shop: open the first product.
  await tabTo(page, page.getByRole('link', { name: 'Ninja Hoodie', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-single\/Ninja-Hoodi$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ninja Hoodie' })).toBeVisible();

  // Product: two of it, into the cart.
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Item Added to Cart',
  );

  // To the cart through the shop's own links, above the product.
  await tabTo(page, page.getByRole('link', { name: 'Cart (1)' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('textbox', { name: 'Quantity of Ninja Hoodie' })).toHaveValue('2');

  // Cart: on to the checkout.
  await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout: pay by card with the preset demo details.
  const byCard = page.getByRole('radio', { name: 'Payment By Card' });
  await tabTo(page, byCard);
  await page.keyboard.press('Space');
  await expect(byCard).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');

  // Order received.
  await expect(page).toHaveURL(/\/order_received$/);
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText('Ninja Hoodie');
  await expect(details).toContainText('$65 x 2');
  await expect(details).toContainText('$130');
});
