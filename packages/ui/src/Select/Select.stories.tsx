import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.js';

const subjects = [
  'Family Law',
  'Personal Injury',
  'Criminal Law',
  'Education Law',
  'Business Law',
].map((label) => ({ value: label, label }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Subject',
    name: 'subject',
    placeholder: 'Contact subject',
    options: subjects,
    onChange: fn(),
    onBlur: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A native `<select>` with label, description and error message. Native on purpose: forms need a disabled placeholder option (`placeholder`, value `""`) that shows until a choice is made and cannot be chosen back, and phones show their own picker. Keyboard and screen-reader behaviour is the platform’s (arrows change the choice, Alt+Down opens the list). The label is a `<label for>`; the description and the error (only while `isInvalid`, class `errorMessage`) are tied with `aria-describedby`, and `aria-invalid` marks it. `value`/`onChange(value)` for controlled use.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlaceholderFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Contact subject' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Business Law');
    await expect(select).toHaveValue('Business Law');
    await expect(args.onChange).toHaveBeenCalledWith('Business Law');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** Required and checked by the page: the error shows until a subject is chosen. */
export const ExternalValidation: Story = {
  args: { description: 'What is your case about?' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <Select
        {...args}
        value={value}
        onChange={setValue}
        isRequired
        isInvalid={value === ''}
        errorMessage="Please choose a subject"
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(canvas.getByText('Please choose a subject')).toHaveClass('errorMessage');
    await expect(select).toHaveAccessibleDescription(
      'What is your case about? Please choose a subject',
    );
    await userEvent.selectOptions(select, 'Family Law');
    await expect(select).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Please choose a subject')).toBeNull();
  },
};

export const HiddenLabel: Story = {
  args: {
    label: 'Country',
    hideLabel: true,
    placeholder: 'Select country',
    options: ['Ten', 'Twenty', 'Thirty'].map((label) => ({ value: label, label })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeVisible();
  },
};
