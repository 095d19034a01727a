import { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DatePicker } from './DatePicker.js';

function Controlled({ onChange }: { onChange: (date: CalendarDate | null) => void }) {
  const [value, setValue] = useState<CalendarDate | null>(null);
  return (
    <DatePicker
      label="Preferred date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      placeholderValue={new CalendarDate(2030, 3, 14)}
      minValue={new CalendarDate(2030, 3, 10)}
    />
  );
}

test('a date typed segment by segment reaches onChange as a CalendarDate', async () => {
  const changes: (CalendarDate | null)[] = [];
  const screen = await render(<Controlled onChange={(date) => changes.push(date)} />);
  await userEvent.click(screen.getByRole('spinbutton', { name: /month/ }));
  await userEvent.keyboard('04152030');
  expect(changes.at(-1)?.toString()).toBe('2030-04-15');
  await expect.element(screen.getByRole('group', { name: 'Preferred date' })).toBeVisible();
});

test('the calendar opens from its button, disables days before minValue and picks by Enter', async () => {
  const changes: (CalendarDate | null)[] = [];
  const screen = await render(<Controlled onChange={(date) => changes.push(date)} />);
  await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
  const calendar = page.getByRole('application', { name: /March 2030/ });
  await expect.element(calendar).toBeVisible();
  await expect
    .element(calendar.getByRole('button', { name: /March 9, 2030/ }))
    .toHaveAttribute('aria-disabled', 'true');
  await expect.element(calendar.getByRole('button', { name: /March 14, 2030/ })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
  // March 9 is before minValue: the arrows stop at the 10th.
  expect(changes.at(-1)?.toString()).toBe('2030-03-10');
  await expect.element(calendar).not.toBeInTheDocument();
});

test('an external error shows with class errorMessage and describes the field', async () => {
  const screen = await render(
    <DatePicker label="Preferred date" isInvalid errorMessage="That date has passed." />,
  );
  await expect.element(screen.getByText('That date has passed.')).toHaveClass('errorMessage');
  await expect
    .element(screen.getByRole('spinbutton', { name: /month/ }))
    .toHaveAttribute('aria-invalid', 'true');
});
