import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField.js';

test('an externally invalid field shows its error with class errorMessage and is described by it', async () => {
  const screen = await render(
    <TextField label="Email" isInvalid errorMessage="Enter a valid email address" />,
  );
  const input = screen.getByRole('textbox', { name: 'Email' });
  const error = screen.getByText('Enter a valid email address');
  await expect.element(error).toBeVisible();
  await expect.element(error).toHaveClass('errorMessage');
  await expect.element(input).toHaveAttribute('aria-invalid', 'true');
  await expect.element(input).toHaveAccessibleDescription('Enter a valid email address');
});

test('no error text while the field is valid', async () => {
  const screen = await render(<TextField label="Email" errorMessage="Enter a valid email" />);
  await expect.element(screen.getByText('Enter a valid email')).not.toBeInTheDocument();
  await expect.element(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
});

function Controlled({ onBlur }: { onBlur: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Phone"
      hideLabel
      description="Office hours only"
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="Your phone"
      value={value}
      onChange={setValue}
      onBlur={() => onBlur(value)}
    />
  );
}

test('controlled value, onChange, onBlur and input attributes pass through', async () => {
  const blurs: string[] = [];
  const screen = await render(<Controlled onBlur={(value) => blurs.push(value)} />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  await expect.element(input).toHaveAttribute('name', 'phone');
  await expect.element(input).toHaveAttribute('type', 'tel');
  await expect.element(input).toHaveAttribute('inputmode', 'tel');
  await expect.element(input).toHaveAttribute('autocomplete', 'tel');
  await expect.element(input).toHaveAttribute('placeholder', 'Your phone');
  await expect.element(input).toHaveAccessibleDescription('Office hours only');
  await userEvent.type(input, '555');
  await expect.element(input).toHaveValue('555');
  await userEvent.tab();
  expect(blurs).toEqual(['555']);
});
