import { gotoHydrated, waitForHydration } from './content-pages';
import { expect, test } from './fixtures';
import { miniCartButton, saveShop, storedCart } from './shop-support';

test('a page hydrates part by part, in separate tasks, after showing all of its prerendered content', async ({
  page,
}) => {
  // Counts the observer's deliveries: each delivery gathers the changes of one task, so parts
  // marked in different deliveries were hydrated in different tasks.
  await page.addInitScript(() => {
    const deliveries: number[] = [];
    (window as unknown as { hydrationDeliveries: number[] }).hydrationDeliveries = deliveries;
    let delivery = 0;
    new MutationObserver((records) => {
      delivery += 1;
      for (const record of records) {
        const target = record.target as Element;
        if (
          record.attributeName === 'data-hydrated' &&
          target.hasAttribute('data-deferred-hydration')
        ) {
          deliveries.push(delivery);
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  const response = await page.goto('/checkout');
  const html = (await response?.text()) ?? '';
  // The section, the three checkout cards, the cart total and the footer.
  expect(html.match(/data-deferred-hydration=/g)?.length).toBe(6);
  await waitForHydration(page);
  const deliveries = await page.evaluate(
    () => (window as unknown as { hydrationDeliveries: number[] }).hydrationDeliveries,
  );
  expect(deliveries).toHaveLength(6);
  // One task per part, now that each turn waits for the previous part to hydrate.
  expect(new Set(deliveries).size).toBe(6);
  // Hydrated parts work: the billing card opens and its fields take input.
  await page.getByRole('button', { name: 'Billing Address' }).click();
  const firstName = page
    .getByRole('group', { name: 'Billing address' })
    .getByRole('textbox', { name: 'First Name', exact: true });
  await firstName.fill('Ada');
  await expect(firstName).toHaveValue('Ada');
});

for (const path of [
  '/checkout',
  '/faq',
  '/product-single/Ninja-Hoodi',
  '/blog-single/How-Mediation-Can-Settle-A-Family-Dispute',
  '/',
]) {
  test(`${path}: hydrating takes away none of the prerendered content`, async ({ page }) => {
    // A part React cannot hydrate (say, one that a context change reaches before its turn) is
    // rendered afresh: its prerendered markup vanishes for a moment and the page shifts.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedWhileHydrating: removed });
      new MutationObserver((records) => {
        if (!document.querySelector('[data-deferred-hydration]:not([data-hydrated])')) return;
        for (const record of records) {
          const parent = record.target as Element;
          if (!parent.isConnected || !parent.closest('[data-deferred-hydration]')) continue;
          for (const node of record.removedNodes) {
            if (node instanceof Element) removed.push(node.textContent?.slice(0, 60) ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, path);
    expect(
      await page.evaluate(
        () => (window as unknown as { removedWhileHydrating: string[] }).removedWhileHydrating,
      ),
    ).toEqual([]);
  });
}

test('leaving a page before all of its parts have hydrated still restores the shop on the next page', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await saveShop(
    page,
    storedCart([{ id: 1, title: 'Ninja Hoodie', priceCents: 6500, quantity: 1 }]),
  );
  // Each part's turn comes by a zero-delay timer: holding those timers holds every part (and the
  // mini-cart island, requested by one), as a slow phone would, while the rest of the page
  // hydrates.
  await page.addInitScript(() => {
    const setTimer = window.setTimeout.bind(window);
    const held: (() => void)[] = [];
    const holder = window as unknown as { releaseTimers: () => void; holding: boolean };
    holder.holding = true;
    holder.releaseTimers = () => {
      holder.holding = false;
      for (const callback of held.splice(0)) setTimer(callback, 0);
    };
    window.setTimeout = ((callback: () => void, delay?: number) => {
      if (holder.holding && !delay) {
        held.push(callback);
        return 0;
      }
      return setTimer(callback, delay);
    }) as typeof window.setTimeout;
  });
  await page.goto('/about');
  // The header's links are live once React has hydrated them (React marks the nodes it owns).
  await page.waitForFunction(() => {
    const link = document.querySelector('header nav a');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
  });
  expect(
    await page.locator('main [data-deferred-hydration]:not([data-hydrated])').count(),
  ).toBeGreaterThan(0);

  // A client-side navigation: the window (and this mark on it) survives.
  await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  // The contact page has replaced the about page and its held parts (parts that navigation
  // renders do not wait); only the footer, which both pages share, still waits for its turn.
  await expect(
    page.locator('main [data-deferred-hydration][data-hydrated]').first(),
  ).toBeAttached();
  await expect(page.locator('[data-deferred-hydration]:not([data-hydrated])')).toHaveCount(1);
  await page.evaluate(() => (window as unknown as { releaseTimers: () => void }).releaseTimers());
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

for (const path of ['/', '/product-single/Ninja-Hoodi']) {
  test(`${path}: the lazy mini-cart links no stylesheet the page already has`, async ({ page }) => {
    // React Router links stylesheets that lazy chunks share with a '#' suffix; a lazy chunk that
    // linked them again would make the browser restyle the whole page for nothing.
    await gotoHydrated(page, path);
    await miniCartButton(page).click();
    await expect(page.getByRole('region', { name: 'Your cart' })).toBeVisible();
    const stylesheets = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) =>
        link.href.replace(/#$/, ''),
      ),
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.filter((href, index) => stylesheets.indexOf(href) !== index)).toEqual([]);
  });
}
