import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Radio, RadioGroup } from './RadioGroup.js';

const logo =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/%3E';

test('arrow keys move the one selection within a labelled group', async () => {
  const changes: string[] = [];
  const screen = await render(
    <RadioGroup
      label="Payment method"
      name="payment_method"
      defaultValue="cash"
      onChange={(v) => changes.push(v)}
    >
      <Radio value="cash">Payment By Card</Radio>
      <Radio value="card">Cash On delivery</Radio>
    </RadioGroup>,
  );
  await expect.element(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
  const byCard = screen.getByRole('radio', { name: 'Payment By Card' });
  await expect.element(byCard).toBeChecked();
  await expect.element(byCard).toHaveAttribute('value', 'cash');
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(screen.getByRole('radio', { name: 'Cash On delivery' })).toBeChecked();
  expect(changes).toEqual(['card']);
});

test('the card picker names image options by their (hidden) labels and shows errors', async () => {
  const screen = await render(
    <RadioGroup
      label="Card type"
      variant="cards"
      name="card_type"
      isInvalid
      errorMessage="Choose a card type"
    >
      <Radio value="visa" image={{ src: logo }} hideLabel>
        Visa
      </Radio>
      <Radio value="mastercard" image={{ src: logo }} hideLabel>
        Mastercard
      </Radio>
    </RadioGroup>,
  );
  const visa = screen.getByRole('radio', { name: 'Visa' });
  const mastercard = screen.getByRole('radio', { name: 'Mastercard' });
  // Pointer users click the card (its logo); the radio itself is visually hidden.
  const cardOf = (radio: typeof visa) => radio.element().closest('label') ?? radio.element();
  await userEvent.click(cardOf(visa));
  await expect.element(visa).toBeChecked();
  await userEvent.click(cardOf(mastercard));
  await expect.element(mastercard).toBeChecked();
  await expect.element(visa).not.toBeChecked();
  await expect.element(screen.getByText('Choose a card type')).toHaveClass('errorMessage');
  await expect.element(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
});
