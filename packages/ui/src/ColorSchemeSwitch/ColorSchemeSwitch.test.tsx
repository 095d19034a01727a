import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ColorSchemePreference } from '../theme/colorScheme.js';
// The theme's values, so the fill is drawn.
import '../theme/themes.css.js';
import { ColorSchemeSwitch } from './ColorSchemeSwitch.js';

function Controlled({ onChange }: { onChange: (value: ColorSchemePreference) => void }) {
  const [value, setValue] = useState<ColorSchemePreference>('system');
  return (
    <ColorSchemeSwitch
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

test('a radio group named Theme with System, Light and Dark; the value is checked', async () => {
  const screen = await render(<ColorSchemeSwitch value="light" onChange={() => {}} />);
  const group = screen.getByRole('radiogroup', { name: 'Theme' });
  await expect.element(group).toBeInTheDocument();
  const names = screen
    .getByRole('radio')
    .elements()
    .map((radio) => radio.textContent);
  expect(names).toEqual(['System', 'Light', 'Dark']);
  await expect.element(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect.element(screen.getByRole('radio', { name: 'System' })).not.toBeChecked();
});

test('a click chooses; pressing the chosen one again keeps it', async () => {
  const onChange = vi.fn();
  const screen = await render(<Controlled onChange={onChange} />);
  const dark = screen.getByRole('radio', { name: 'Dark' });
  await dark.click();
  await expect.element(dark).toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith('dark');
  await dark.click();
  await expect.element(dark).toBeChecked();
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('one tab stop; arrow keys move between choices and Space chooses', async () => {
  const onChange = vi.fn();
  const screen = await render(<Controlled onChange={onChange} />);
  await userEvent.tab();
  await expect.element(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  const dark = screen.getByRole('radio', { name: 'Dark' });
  await expect.element(dark).toHaveFocus();
  await expect.element(dark).toHaveAttribute('data-focus-visible', 'true');
  await userEvent.keyboard(' ');
  await expect.element(dark).toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith('dark');
});

test('the selected choice is filled, not only recoloured', async () => {
  const screen = await render(<ColorSchemeSwitch value="dark" onChange={() => {}} />);
  const background = (name: string) =>
    getComputedStyle(screen.getByRole('radio', { name }).element()).backgroundColor;
  expect(background('Dark')).not.toBe('rgba(0, 0, 0, 0)');
  expect(background('Light')).toBe('rgba(0, 0, 0, 0)');
});
