import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.js';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Name', name: 'name', onChange: fn(), onBlur: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A single-line text input with a label, optional description and error message, on react-aria `TextField`. The label is a real `<label>` (visually hidden with `hideLabel`, still the accessible name); the description and the error are tied to the input with `aria-describedby`, and an invalid field has `aria-invalid="true"`. The error renders only while the field is invalid and always carries the class `errorMessage` besides the kit’s own. For validation done by the site (e.g. valibot on change and blur), pass `isInvalid` and the message string as `errorMessage`; use `validationBehavior="aria"` or a `noValidate` form so the browser’s own bubbles stay away. `type`, `autoComplete` and `inputMode` go straight to the input.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Name*', autoComplete: 'name' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Jane Doe');
    await expect(input).toHaveValue('Jane Doe');
    await expect(args.onChange).toHaveBeenLastCalledWith('Jane Doe');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    description: 'We never share your address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We never share your address.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please enter your name', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    const error = canvas.getByText('Please enter your name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(error).toHaveClass('errorMessage');
    await expect(input).toHaveAccessibleDescription('Please enter your name');
  },
};

const lettersAndSpaces = /^[A-Za-z ]+$/;

/** Validation owned by the page: checked on change and blur, message passed back in. */
export const ExternalValidation: Story = {
  args: { validationBehavior: 'aria', hideLabel: true, placeholder: 'Name*' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [touched, setTouched] = useState(false);
    const error =
      value === '' ? 'Name is required' : lettersAndSpaces.test(value) ? null : 'Letters only';
    return (
      <TextField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        isInvalid={touched && error !== null}
        errorMessage={error}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByText('Name is required')).toHaveClass('errorMessage');
    await userEvent.type(input, 'J4ne');
    await expect(canvas.getByText('Letters only')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'Jane Doe');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Letters only')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Read only for now' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
