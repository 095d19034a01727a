import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.js';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A multi-line text input (case description, order notes, comments) with label, description and error message, on react-aria `TextField` with a `<textarea>`. Labelling, `aria-describedby`, `aria-invalid` and the `errorMessage` class work exactly as in `TextField`. Enter inserts a new line; it resizes vertically.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Case Description...' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please describe your case', rows: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('rows', '3');
    await expect(canvas.getByText('Please describe your case')).toHaveClass('errorMessage');
  },
};

export const WithDescription: Story = {
  args: { label: 'Order notes', description: 'Notes about your order, e.g. delivery times.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Order notes' });
    await expect(box).toHaveAccessibleDescription('Notes about your order, e.g. delivery times.');
  },
};
