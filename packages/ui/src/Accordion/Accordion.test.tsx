import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Accordion } from './Accordion.js';
import { nextExpandedKeys } from './nextExpandedKeys.js';

const checkout = { pinnedKey: 'payment' } as const;

describe('nextExpandedKeys', () => {
  test('single mode: opening a panel closes the open one', () => {
    expect(nextExpandedKeys(['q1'], 'q2')).toEqual(new Set(['q2']));
  });

  test('single mode: toggling the open panel closes it', () => {
    expect(nextExpandedKeys(['q1'], 'q1')).toEqual(new Set());
  });

  test('multiple mode: panels toggle independently', () => {
    expect(nextExpandedKeys(['a'], 'b', { mode: 'multiple' })).toEqual(new Set(['a', 'b']));
    expect(nextExpandedKeys(['a', 'b'], 'a', { mode: 'multiple' })).toEqual(new Set(['b']));
  });

  test('checkout: opening Coupon keeps Payment open', () => {
    expect(nextExpandedKeys(['payment'], 'coupon', checkout)).toEqual(
      new Set(['payment', 'coupon']),
    );
  });

  test('checkout: opening Billing closes Coupon, Payment stays open', () => {
    expect(nextExpandedKeys(['payment', 'coupon'], 'billing', checkout)).toEqual(
      new Set(['payment', 'billing']),
    );
  });

  test('checkout: closing Billing leaves only Payment', () => {
    expect(nextExpandedKeys(['payment', 'billing'], 'billing', checkout)).toEqual(
      new Set(['payment']),
    );
  });

  test('checkout: Payment stays open when its own trigger is pressed', () => {
    expect(nextExpandedKeys(['payment'], 'payment', checkout)).toEqual(new Set(['payment']));
    expect(nextExpandedKeys(['payment', 'coupon'], 'payment', checkout)).toEqual(
      new Set(['payment', 'coupon']),
    );
  });

  test('checkout: Payment is restored even if the current keys lost it', () => {
    expect(nextExpandedKeys([], 'coupon', checkout)).toEqual(new Set(['payment', 'coupon']));
  });
});

const cards = [
  { id: 'coupon', title: 'Coupon', content: 'Coupon form' },
  { id: 'billing', title: 'Billing Address', content: 'Address form' },
  { id: 'payment', title: 'Payment Method', content: 'Payment form' },
];

describe('Accordion', () => {
  test('with a pinned panel only that panel starts open, and it never closes', async () => {
    const screen = await render(<Accordion items={cards} pinnedKey="payment" />);
    const coupon = screen.getByRole('button', { name: 'Coupon' });
    const billing = screen.getByRole('button', { name: 'Billing Address' });
    const payment = screen.getByRole('button', { name: 'Payment Method' });
    await expect.element(payment).toHaveAttribute('aria-expanded', 'true');
    await expect.element(coupon).toHaveAttribute('aria-expanded', 'false');
    await expect.element(billing).toHaveAttribute('aria-expanded', 'false');

    await coupon.click();
    await expect.element(coupon).toHaveAttribute('aria-expanded', 'true');
    await billing.click();
    await expect.element(billing).toHaveAttribute('aria-expanded', 'true');
    await expect.element(coupon).toHaveAttribute('aria-expanded', 'false');
    await payment.click();
    await expect.element(payment).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByText('Payment form')).toBeVisible();
  });

  test('headings take the configured level', async () => {
    const screen = await render(<Accordion items={cards} headingLevel={2} />);
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Coupon' })).toBeVisible();
  });

  test('a controlled accordion reports the rule’s outcome', async () => {
    const seen: string[][] = [];
    const screen = await render(
      <Accordion
        items={cards}
        pinnedKey="payment"
        expandedKeys={['payment', 'coupon']}
        onExpandedChange={(keys) => seen.push([...keys].map(String))}
      />,
    );
    await screen.getByRole('button', { name: 'Billing Address' }).click();
    expect(seen).toEqual([['payment', 'billing']]);
  });
});
