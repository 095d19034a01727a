import { waitForHydration } from './content-pages';
import { expect, test } from './fixtures';

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
  expect(new Set(deliveries).size).toBeGreaterThanOrEqual(4);
  // Hydrated parts work: the billing card opens and its fields take input.
  await page.getByRole('button', { name: 'Billing Address' }).click();
  const firstName = page
    .getByRole('group', { name: 'Billing address' })
    .getByRole('textbox', { name: 'First Name', exact: true });
  await firstName.fill('Ada');
  await expect(firstName).toHaveValue('Ada');
});
