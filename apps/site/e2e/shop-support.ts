import type { Locator } from '@playwright/test';
import { gotoHydrated as open } from './content-pages';
import { expect, type Page } from './fixtures';

/** Opens a page and waits until it has hydrated (every deferred part included). */
export { open };

/** The toast region; every shop outcome appears here. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/** How each kind of toast is named for screen readers (a hidden prefix of its text). */
const kindPrefixes = { success: 'Success', error: 'Error', info: 'Info', warning: 'Warning' };

/** Waits for a toast with exactly this message, and of this kind when given. */
export async function expectToast(page: Page, message: string, kind?: keyof typeof kindPrefixes) {
  const prefix = kind ? kindPrefixes[kind] : Object.values(kindPrefixes).join('|');
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(
    toasts(page).getByText(new RegExp(`^(${prefix}): ${escaped}$`)),
    `${kind ?? ''} toast "${message}"`,
  ).toBeVisible();
}

/**
 * Closes every toast and waits until they have left, so the next assertion sees only new ones.
 * The dismiss buttons are pressed through the DOM: entering toasts are still sliding in.
 */
export async function dismissToasts(page: Page) {
  const region = toasts(page);
  await region.getByRole('button', { name: 'Dismiss notification' }).evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLElement).click();
  });
  await expect(region.getByRole('listitem')).toHaveCount(0);
}

/** The shop card of a product, found by its title. */
export function productCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

/** Adds products from the /shop grid, one press each, waiting for each confirmation. */
export async function addFromGrid(page: Page, ...titles: string[]) {
  await open(page, '/shop');
  for (const title of titles) {
    await productCard(page, title).getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Item Added to Cart');
    await dismissToasts(page);
  }
}

/** The header's mini-cart button ("Cart, 2 items"). */
export function miniCartButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
}

/** The cart table's row of a product. */
export function cartRow(page: Page, title: string) {
  return page
    .getByRole('table', { name: 'Items in your cart' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** The value of a summary row ('Sub Price', 'Total Price' …) inside `scope`. */
export function summaryValue(scope: ReturnType<Page['locator']>, label: string) {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}`) })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * Chooses a radio of a react-aria group by clicking its label, as a visitor does (the input
 * itself is visually hidden, its label is the control).
 */
export async function chooseRadio(scope: Page | Locator, label: string) {
  await scope.locator('label').filter({ hasText: label }).click();
  await expect(scope.getByRole('radio', { name: label })).toBeChecked();
}

/**
 * Elements of the main content that stick out past the right edge of the viewport. (The body
 * hides horizontal overflow, so the page's scroll width would not show it.) Content inside a
 * box that clips or scrolls it, such as a wide table's own scroll region, is fine.
 */
export function elementsWiderThanViewport(page: Page) {
  return page.evaluate(() => {
    const clips = (element: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const insideClippingBox = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent.tagName === 'MAIN') return false;
        if (clips(parent)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.right > window.innerWidth + 1 && !insideClippingBox(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

/** The shop store's localStorage entry (see packages/shop-state: one versioned JSON value). */
const STORAGE_KEY = 'firm-shop';
export const storedCart = (
  lines: { id: number; title: string; priceCents: number; quantity: number }[],
) =>
  JSON.stringify({
    version: 1,
    cart: lines.map((line) => ({
      ...line,
      selectedColor: null,
      selectedSize: null,
      // Any image the site serves; the mini-cart shows whatever the stored line holds.
      proImg: { src: '/favicon.svg', alt: line.title },
    })),
    wishlist: [],
    compare: [],
    lastOrder: null,
  });

/** Saves a shop state where the site keeps it, as if the visitor had shopped before. */
export async function saveShop(page: Page, value: string) {
  await page.evaluate((stored) => localStorage.setItem(stored.key, stored.value), {
    key: STORAGE_KEY,
    value,
  });
}

/** Saves a shop state before any script of the next page runs, as if from an earlier visit. */
export async function seedShop(page: Page, value: string) {
  await page.addInitScript((stored) => localStorage.setItem(stored.key, stored.value), {
    key: STORAGE_KEY,
    value,
  });
}
