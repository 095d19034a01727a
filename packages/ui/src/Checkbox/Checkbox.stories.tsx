import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Ship to a different address?', name: 'ship_elsewhere', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox with its label, optional description and error message, on react-aria `CheckboxField` + `CheckboxButton`. The native `<input type="checkbox">` is kept (visually hidden) so forms submit it and screen readers announce it; the whole label is the click target; Space toggles. Description and error are tied with `aria-describedby`; the error carries the class `errorMessage`. `isSelected`/`onChange(boolean)` for controlled use.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Ship to a different address?' });
    await userEvent.click(canvas.getByText('Ship to a different address?'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  args: { label: 'Remember me', name: 'remember', defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const InvalidWithDescription: Story = {
  args: {
    label: 'I agree to the terms',
    description: 'You can read them on the contact page.',
    isInvalid: true,
    errorMessage: 'Please accept the terms',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please accept the terms')).toHaveClass('errorMessage');
    await expect(box).toHaveAccessibleDescription(
      'You can read them on the contact page. Please accept the terms',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};
