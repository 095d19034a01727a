import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { QuantityStepper } from './QuantityStepper.js';

test('the buttons are named exactly and disabled at the bounds', async () => {
  const changes: number[] = [];
  const screen = await render(<QuantityStepper max={3} onChange={(v) => changes.push(v)} />);
  const input = screen.getByRole('textbox', { name: 'Quantity' });
  const decrease = screen.getByRole('button', { name: 'Decrease quantity', exact: true });
  const increase = screen.getByRole('button', { name: 'Increase quantity', exact: true });
  await expect.element(input).toHaveValue('1');
  await expect.element(decrease).toBeDisabled();
  await increase.click();
  await increase.click();
  await expect.element(input).toHaveValue('3');
  await expect.element(increase).toBeDisabled();
  await expect.element(decrease).toBeEnabled();
  expect(changes).toEqual([2, 3]);
});

test('typing a number works and is clamped to the bounds on blur', async () => {
  const screen = await render(<QuantityStepper label="Quantity of Hoodie" max={10} />);
  const input = screen.getByRole('textbox', { name: 'Quantity of Hoodie' });
  await userEvent.clear(input);
  await userEvent.type(input, '7');
  await userEvent.tab();
  await expect.element(input).toHaveValue('7');
  await userEvent.clear(input);
  await userEvent.type(input, '42');
  await userEvent.tab();
  await expect.element(input).toHaveValue('10');
  await userEvent.clear(input);
  await userEvent.type(input, '0');
  await userEvent.tab();
  await expect.element(input).toHaveValue('1');
});

test('clearing the box keeps the last quantity; arrows step', async () => {
  const changes: number[] = [];
  const screen = await render(
    <QuantityStepper defaultValue={4} min={2} onChange={(v) => changes.push(v)} />,
  );
  const input = screen.getByRole('textbox', { name: 'Quantity' });
  await userEvent.clear(input);
  await userEvent.tab();
  await expect.element(input).toHaveValue('4');
  expect(changes).toEqual([]);
  await userEvent.click(input);
  await userEvent.keyboard('{ArrowUp}');
  await expect.element(input).toHaveValue('5');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect.element(input).toHaveValue('2');
  expect(changes.at(-1)).toBe(2);
});

test('custom button names for other languages', async () => {
  const screen = await render(
    <QuantityStepper decreaseLabel="Menos" increaseLabel="Más" label="Cantidad" />,
  );
  await expect.element(screen.getByRole('button', { name: 'Menos' })).toBeInTheDocument();
  await expect.element(screen.getByRole('button', { name: 'Más' })).toBeInTheDocument();
});
