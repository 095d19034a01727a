import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.js';
import { ColorSchemeSwitch } from './ColorSchemeSwitch.js';

const meta = {
  title: 'Forms/ColorSchemeSwitch',
  component: ColorSchemeSwitch,
  args: { value: 'system', onChange: fn() },
  // Controlled: the story keeps the choice, as a site would.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ColorSchemeSwitch
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'System / Light / Dark as a react-aria `ToggleButtonGroup` with single selection: a radio group named "Theme" (`aria-label`), one tab stop, arrow keys move between the choices, Space or Enter chooses, the chosen one cannot be unchosen. Controlled (`value`, `onChange`): the site keeps the choice and applies it (`colorSchemeAttribute` on `<html>`, read by `themes.css`). Drawn in the colours of the surface it sits on.',
      },
    },
  },
} satisfies Meta<typeof ColorSchemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
  },
};

/** On the theme's dark band, as in the site's top bar: it takes the band's text colour. */
export const OnDarkBand: Story = {
  args: { value: 'dark' },
  decorators: [
    (Story) => (
      <div
        className={sprinkles({ background: 'surfaceInverse', color: 'textInverse', padding: 'md' })}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};
