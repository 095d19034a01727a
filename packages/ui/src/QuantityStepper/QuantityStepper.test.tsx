import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lawFirmTheme } from '../theme/index.js';
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

test('a quantity typed into the prerendered box before it hydrated is adopted, clamped to the bounds', async () => {
  /** Hydrates a prerendered stepper whose box the visitor set to `typed` first. */
  const hydrateTyped = (typed: string, changes: number[]) => {
    const stepper = <QuantityStepper max={10} onChange={(v) => changes.push(v)} />;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(stepper);
    (container.querySelector('input') as HTMLInputElement).value = typed;
    const root = hydrateRoot(container, stepper);
    return { within: page.elementLocator(container), root, container };
  };

  const changes: number[] = [];
  const typed = hydrateTyped('3', changes);
  await expect.poll(() => changes).toEqual([3]);
  await typed.within.getByRole('button', { name: 'Increase quantity', exact: true }).click();
  await expect.element(typed.within.getByRole('textbox')).toHaveValue('4');
  expect(changes).toEqual([3, 4]);
  typed.root.unmount();
  typed.container.remove();

  const clampedChanges: number[] = [];
  const clamped = hydrateTyped('42', clampedChanges);
  await expect.poll(() => clampedChanges).toEqual([10]);
  await expect.element(clamped.within.getByRole('textbox')).toHaveValue('10');
  clamped.root.unmount();
  clamped.container.remove();
});

/** Runs `run` once mounted: rendered beside a hydrated component, once it has hydrated. */
function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

test('the prerendered stepper shows its focus ring before it hydrates, and keeps it after', async () => {
  let hydrated = false;
  const stepper = (
    <>
      <QuantityStepper />
      <OnMount
        run={() => {
          hydrated = true;
        }}
      />
    </>
  );
  const container = document.createElement('div');
  // The ring's colour is a theme variable: without a theme the outline would be invalid.
  container.className = lawFirmTheme;
  document.body.append(container);
  container.innerHTML = renderToString(stepper);
  const input = container.querySelector('input') as HTMLInputElement;
  const ring = () => getComputedStyle(input.parentElement as HTMLElement).outlineStyle;
  expect(ring()).toBe('none');
  input.focus();
  // Only CSS so far: react-aria's `data-focus-within` needs the hydrated component, and react-aria
  // does not see a focus that came before it.
  expect(ring()).toBe('solid');
  const root = hydrateRoot(container, stepper);
  // The test is about before and after hydration, so it waits for that moment: the ring must
  // survive it.
  await expect.poll(() => hydrated).toBe(true);
  expect(document.activeElement).toBe(input);
  expect(ring()).toBe('solid');
  input.blur();
  expect(ring()).toBe('none');
  root.unmount();
  container.remove();
});
