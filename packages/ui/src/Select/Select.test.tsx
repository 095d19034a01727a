import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select } from './Select.js';

const subjects = ['Family Law', 'Personal Injury', 'Criminal Law'].map((label) => ({
  value: label,
  label,
}));

test('the placeholder option shows first and is disabled', async () => {
  const screen = await render(
    <Select label="Subject" placeholder="Contact subject" options={subjects} name="subject" />,
  );
  const select = screen.getByRole('combobox', { name: 'Subject' });
  await expect.element(select).toHaveValue('');
  const placeholder = screen.getByRole('option', { name: 'Contact subject' });
  await expect.element(placeholder).toBeDisabled();
  await expect.element(select).toHaveAttribute('name', 'subject');
});

function Controlled({
  onChange,
  onBlur,
}: {
  onChange: (next: string) => void;
  onBlur: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Subject"
      placeholder="Contact subject"
      options={subjects}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onBlur={onBlur}
      isInvalid={value === ''}
      errorMessage="Choose a subject"
      description="What is your case about?"
    />
  );
}

test('controlled choice, blur and external error', async () => {
  const changes: string[] = [];
  let blurred = 0;
  const screen = await render(
    <Controlled
      onChange={(next) => changes.push(next)}
      onBlur={() => {
        blurred += 1;
      }}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Subject' });
  await expect.element(select).toHaveAttribute('aria-invalid', 'true');
  await expect
    .element(select)
    .toHaveAccessibleDescription('What is your case about? Choose a subject');
  await expect.element(screen.getByText('Choose a subject')).toHaveClass('errorMessage');

  await userEvent.selectOptions(select, 'Criminal Law');
  expect(changes).toEqual(['Criminal Law']);
  await expect.element(select).toHaveValue('Criminal Law');
  await expect.element(select).not.toHaveAttribute('aria-invalid');
  await expect.element(screen.getByText('Choose a subject')).not.toBeInTheDocument();
  (select.element() as HTMLSelectElement).focus();
  await userEvent.tab();
  expect(blurred).toBe(1);
});
