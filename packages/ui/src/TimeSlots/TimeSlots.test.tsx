import { Time } from '@internationalized/date';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TimeSlots } from './TimeSlots.js';

const slots = [new Time(10, 0), new Time(10, 30), new Time(18, 30)];

test('slots are labelled in the locale clock and chosen with the arrow keys', async () => {
  const changes: string[] = [];
  const screen = await render(
    <TimeSlots
      label="Preferred time"
      slots={slots}
      onChange={(time) => changes.push(time.toString())}
    />,
  );
  await expect.element(screen.getByRole('radio', { name: '6:30 PM' })).toBeInTheDocument();
  await userEvent.tab();
  await expect.element(screen.getByRole('radio', { name: '10:00 AM' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect.element(screen.getByRole('radio', { name: '6:30 PM' })).toBeChecked();
  expect(changes).toEqual(['10:30:00', '18:30:00']);
});

test('a disabled slot cannot be chosen', async () => {
  const screen = await render(
    <TimeSlots label="Preferred time" slots={slots} isSlotDisabled={(time) => time.hour === 10} />,
  );
  await expect.element(screen.getByRole('radio', { name: '10:30 AM' })).toBeDisabled();
  await userEvent.tab();
  await expect.element(screen.getByRole('radio', { name: '6:30 PM' })).toHaveFocus();
});

function Controlled() {
  const [time, setTime] = useState<Time | null>(null);
  return (
    <>
      <TimeSlots label="Preferred time" slots={slots} value={time} onChange={setTime} />
      <output>{time?.toString() ?? 'none'}</output>
    </>
  );
}

test('a slot checked before the form hydrated is adopted as the value', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Controlled />);
  // The visitor picks a slot in the prerendered form before its code runs.
  (container.querySelector('input[value="10:30:00"]') as HTMLInputElement).checked = true;
  const root = hydrateRoot(container, <Controlled />);
  await expect.element(page.getByRole('status')).toHaveTextContent('10:30:00');
  await expect.element(page.getByRole('radio', { name: '10:30 AM' })).toBeChecked();
  root.unmount();
  container.remove();
});
