import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeSlots } from './TimeSlots.js';

const halfHours = Array.from({ length: 6 }, (_, index) =>
  new Time(10, 0).add({ minutes: 30 * index }),
);

const meta = {
  title: 'Forms/TimeSlots',
  component: TimeSlots,
  args: { label: 'Preferred time', name: 'time', slots: halfHours, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A choice of start times on react-aria `RadioGroup`, laid out as chips: one tab stop, arrow keys move and select, disabled slots (`isSlotDisabled`) are skipped. Values are `@internationalized/date` `Time`s, labelled in the locale’s clock. Native radios underneath, so a slot chosen before the page hydrated is adopted. Errors as in the other fields (`isInvalid` + `errorMessage`, class `errorMessage`).',
      },
    },
  },
} satisfies Meta<typeof TimeSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab in, arrow past a disabled slot, and the next one is chosen. */
export const PickByKeyboard: Story = {
  args: { isSlotDisabled: (time) => time.compare(new Time(10, 30)) <= 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '10:00 AM' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '11:00 AM' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '11:30 AM' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(11, 30));
  },
};

export const WithError: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose a time for your appointment.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please choose a time for your appointment.')).toHaveClass(
      'errorMessage',
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Preferred time' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
