import { expectNoAxeViolations } from './axe';
import { expect, type Page, test } from './fixtures';
import {
  addFromGrid,
  chooseRadio,
  expectToast,
  miniCartButton,
  open,
  summaryValue,
} from './shop-support';

// Every shop page hydrates and runs without console errors or hydration warnings.
test.afterEach(({ consoleProblems }) => {
  expect(consoleProblems).toEqual([]);
});

const cardTrigger = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name }).getByRole('button', { name });

/** Fills the card form's fields, leaving out those not given. */
async function fillCardForm(page: Page, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value ?? '');
  }
}

test('the cards: Payment open and staying open, Coupon and Billing one at a time', async ({
  page,
}) => {
  await open(page, '/checkout');
  const coupon = cardTrigger(page, 'Coupon');
  const billing = cardTrigger(page, 'Billing Address');
  const payment = cardTrigger(page, 'Payment Method');
  await expect(payment).toHaveAttribute('aria-expanded', 'true');
  await expect(coupon).toHaveAttribute('aria-expanded', 'false');
  await expect(billing).toHaveAttribute('aria-expanded', 'false');

  await coupon.click();
  await expect(coupon).toHaveAttribute('aria-expanded', 'true');
  await expect(payment).toHaveAttribute('aria-expanded', 'true');
  await billing.click();
  await expect(billing).toHaveAttribute('aria-expanded', 'true');
  await expect(coupon).toHaveAttribute('aria-expanded', 'false');
  await expect(payment).toHaveAttribute('aria-expanded', 'true');

  await payment.click();
  await expect(payment).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Payment By Card', { exact: true })).toBeVisible();
  await billing.click();
  await expect(billing).toHaveAttribute('aria-expanded', 'false');
  await expect(payment).toHaveAttribute('aria-expanded', 'true');
});

test('Coupon: a code field and an Apply button that does nothing', async ({ page }) => {
  await open(page, '/checkout');
  await cardTrigger(page, 'Coupon').click();
  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await expect(code).toHaveAttribute('name', 'cupon_key');
  await code.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(code).toHaveValue('WELCOME10');
});

test('Billing Address: labelled fields with autofill tokens; shipping fields on demand', async ({
  page,
}) => {
  await open(page, '/checkout');
  await cardTrigger(page, 'Billing Address').click();
  const billing = page.getByRole('group', { name: 'Billing address' });
  for (const [label, name, token] of [
    ['First Name', 'fname', 'billing given-name'],
    ['Last Name', 'lname', 'billing family-name'],
    ['District', 'dristrict', 'billing address-level2'],
    ['Address', 'address', 'billing address-line1'],
    ['Post Code', 'post_code', 'billing postal-code'],
    ['Email Address', 'email', 'billing email'],
    ['Phone', 'phone', 'billing tel'],
  ] as const) {
    const field = billing.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveAttribute('name', name);
    await expect(field).toHaveAttribute('autocomplete', token);
  }
  const country = billing.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveAttribute('name', 'country');
  await expect(country.getByRole('option')).toHaveText([
    'Select a country',
    'Ten',
    'Twenty',
    'Thirty',
  ]);
  await expect(page.getByRole('textbox', { name: 'Order Notes' })).toHaveAttribute('name', 'note');

  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await expect(shipping).toHaveCount(0);
  await page.getByText('Ship to a different address?').click();
  await expect(page.getByRole('checkbox', { name: 'Ship to a different address?' })).toBeChecked();
  await expect(shipping.getByRole('textbox', { name: 'First Name' })).toHaveAttribute(
    'name',
    'fname2',
  );
  await expect(shipping.getByRole('textbox', { name: 'Post Code' })).toHaveAttribute(
    'autocomplete',
    'shipping postal-code',
  );
  await expect(shipping.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
    'name',
    'country2',
  );
});

test('the payment radio keeps its swapped labels and shows what each value needs', async ({
  page,
}) => {
  await open(page, '/checkout');
  await expect(page.getByRole('radio', { name: 'Payment By Card' })).toHaveAttribute(
    'value',
    'cash',
  );
  await expect(page.getByRole('radio', { name: 'Cash On delivery' })).toHaveAttribute(
    'value',
    'card',
  );

  await chooseRadio(page, 'Payment By Card');
  const types = page.getByRole('radiogroup', { name: 'Card type' });
  await expect(types.getByRole('radio')).toHaveCount(4);
  for (const name of ['Visa', 'Mastercard', 'Skrill', 'PayPal']) {
    await expect(types.getByRole('radio', { name })).toBeAttached();
  }
  await expect(types.getByRole('radio', { name: 'Visa' })).toBeChecked();
  await chooseRadio(types, 'Skrill');
  await expect(types.getByRole('radio', { name: 'Visa' })).not.toBeChecked();
  await expect(types.getByRole('radio', { checked: true })).toHaveCount(1);
  for (const label of ['Card holder Name', 'Card Number', 'CVV', 'Expire Date', 'Email']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Card Number')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Expire Date')).toHaveAttribute('type', 'month');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(/^user/);
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();

  await chooseRadio(page, 'Cash On delivery');
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/order_received',
  );
});

test('the card number is grouped in fours as it is typed', async ({ page }) => {
  await open(page, '/checkout');
  await chooseRadio(page, 'Payment By Card');
  const number = page.getByLabel('Card Number');
  await number.fill('');
  await number.pressSequentially('5555555555554444');
  await expect(number).toHaveValue('5555 5555 5555 4444');
});

test('an invalid card form: the error toast and a message on each invalid field', async ({
  page,
}) => {
  await addFromGrid(page, 'Ninja Hoodie');
  await open(page, '/checkout');
  await chooseRadio(page, 'Payment By Card');
  await fillCardForm(page, {
    'Card holder Name': '',
    'Card Number': '4242 4242 4242 4241',
    CVV: '12',
  });
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expectToast(page, 'Empty field is not allowed!', 'error');
  const holder = page.getByLabel('Card holder Name');
  await expect(holder).toHaveAttribute('aria-invalid', 'true');
  await expect(holder).toBeFocused();
  await expect(holder).toHaveAccessibleDescription('Enter the name on the card.');
  await expect(page.getByLabel('Card Number')).toHaveAccessibleDescription(
    'Enter a valid card number: 12 to 19 digits.',
  );
  await expect(page.locator('.errorMessage')).toHaveText([
    'Enter the name on the card.',
    'Enter a valid card number: 12 to 19 digits.',
    'The CVV is the 3 or 4 digits on your card.',
  ]);
  // Fixing a field clears its message at once; the order was not placed.
  await holder.fill('Ann Reader');
  await expect(page.locator('.errorMessage')).toHaveCount(2);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test('a valid card form with a "user…" email places the order and opens /order_received', async ({
  page,
}) => {
  await addFromGrid(page, 'Ninja Hoodie', 'The Art of Advocacy');
  await open(page, '/checkout');
  const panel = page.getByRole('region', { name: 'Cart Total' });
  await expect(panel).toContainText('Ninja Hoodie');
  await expect(panel).toContainText('$65 x 1');
  await expect(summaryValue(panel, 'Total Price')).toHaveText('$89.50');

  await chooseRadio(page, 'Payment By Card');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expectToast(page, 'Order Recived sucessfully!', 'success');
  await expect(page).toHaveURL(/\/order_received$/);
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText('Ninja Hoodie');
  await expect(details).toContainText('The Art of Advocacy');
  await expect(details.getByRole('img')).toHaveCount(2);
  await expect(summaryValue(details, 'Total product')).toHaveText('2');
  await expect(summaryValue(details, 'Sub Price')).toHaveText('$89.50');
  await expect(summaryValue(details, 'Total Price')).toHaveText('$89.50');

  // The cart was emptied exactly once, after the order was captured.
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await page.reload();
  await expect(
    summaryValue(page.getByRole('region', { name: 'Order details' }), 'Total Price'),
  ).toHaveText('$89.50');
  await open(page, '/cart');
  await expect(page.getByRole('main').getByText('Your cart is empty.')).toBeVisible();
});

test('a valid card form with another email: the info toast and the alert naming the demo accounts', async ({
  page,
}) => {
  await addFromGrid(page, 'Ninja Hoodie');
  await open(page, '/checkout');
  await chooseRadio(page, 'Payment By Card');
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  await fillCardForm(page, { Email: 'vendor@lexingtonhale.example' });
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expectToast(page, 'user not existed!', 'info');
  await expect
    .poll(() => alerts)
    .toEqual([
      'alert: user not existed! credential is : user@lexingtonhale.example | vendor@lexingtonhale.example | admin@lexingtonhale.example',
    ]);
  // The valid form clears; no order, so the visitor stays with the cart intact.
  for (const label of ['Card holder Name', 'Card Number', 'CVV', 'Expire Date', 'Email']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test('Cash On delivery places the order through its link', async ({ page }) => {
  await addFromGrid(page, 'Closing the Deal');
  await open(page, '/checkout');
  await chooseRadio(page, 'Cash On delivery');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/order_received$/);
  await expectToast(page, 'Order Recived sucessfully!', 'success');
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText('Closing the Deal');
  await expect(details).toContainText('$28 x 1');
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 0 items');
});

test('/order_received visited directly: the thanks, Back Home, and a note instead of details', async ({
  page,
}) => {
  await open(page, '/order_received');
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible();
  await expect(page.getByText('your order has been recived')).toBeVisible();
  await expect(page.getByRole('main').getByText('There is no order to show yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`checkout with items and the card form open passes axe at ${device} width`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await addFromGrid(page, 'Ninja Hoodie');
    await open(page, '/checkout');
    await cardTrigger(page, 'Billing Address').click();
    await chooseRadio(page, 'Payment By Card');
    await fillCardForm(page, { CVV: '' });
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.locator('.errorMessage')).toHaveCount(1);
    await expectNoAxeViolations(page, `on /checkout at ${device} width`);
  });
}
