import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { visuallyHidden } from '../theme/utilities.css.js';
import { QuantityStepper } from './QuantityStepper.js';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: { onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A quantity control for carts and product pages: a minus button, a text box with the quantity and a plus button, on react-aria `NumberField`. The text box is labelled (`label`, default "Quantity"; e.g. "Quantity of Ninja Hoodie", hidden with `hideLabel` under a table header); the buttons are named exactly "Decrease quantity" and "Increase quantity" (`decreaseLabel`/`increaseLabel`) and are disabled at `min` (default 1) and `max`. Typing a whole number works and is clamped on blur; clearing the box keeps the last quantity. Keyboard: Up/Down arrows step, Page Up/Down too; as in react-aria, the buttons are left out of the tab order because the text box does the same job by keyboard.',
      },
    },
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(input).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(decrease).toBeEnabled();
    await userEvent.click(decrease);
    await expect(input).toHaveValue('1');
  },
};

export const WithMaximum: Story = {
  args: { defaultValue: 4, max: 5, label: 'Quantity of Ninja Hoodie' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity of Ninja Hoodie' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    await expect(input).toHaveValue('5');
    await expect(increase).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 2, max: 10 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{Backspace}8');
    await userEvent.tab();
    await expect(input).toHaveValue('8');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Quantity of Ninja Hoodie', hideLabel: true, defaultValue: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quantity of Ninja Hoodie' })).toHaveValue(
      '3',
    );
    await expect(canvas.getByText('Quantity of Ninja Hoodie')).toHaveClass(visuallyHidden);
  },
};
