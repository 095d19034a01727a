import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox.js';

function Controlled({ onChange }: { onChange: (next: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Checkbox
      label="Ship to a different address?"
      name="ship_to_other"
      isSelected={on}
      onChange={(next) => {
        onChange(next);
        setOn(next);
      }}
    />
  );
}

test('a checkbox toggles by click and Space, controlled', async () => {
  const seen: boolean[] = [];
  const screen = await render(<Controlled onChange={(next) => seen.push(next)} />);
  const box = screen.getByRole('checkbox', { name: 'Ship to a different address?' });
  await expect.element(box).not.toBeChecked();
  await screen.getByText('Ship to a different address?').click();
  await expect.element(box).toBeChecked();
  await expect.element(box).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect.element(box).not.toBeChecked();
  expect(seen).toEqual([true, false]);
  await expect.element(box).toHaveAttribute('name', 'ship_to_other');
});

test('description and external error describe the checkbox', async () => {
  const screen = await render(
    <Checkbox
      label="I accept the terms"
      description="Read them first"
      isInvalid
      errorMessage="Please accept the terms"
    />,
  );
  const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
  await expect.element(box).toHaveAttribute('aria-invalid', 'true');
  await expect.element(box).toHaveAccessibleDescription('Read them first Please accept the terms');
  await expect.element(screen.getByText('Please accept the terms')).toHaveClass('errorMessage');
});
