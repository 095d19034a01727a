import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker.js';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker<CalendarDate>,
  args: {
    label: 'Preferred date',
    name: 'date',
    // A fixed month, so the calendar opens on the same days in every run.
    placeholderValue: new CalendarDate(2030, 3, 14),
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A date field with a calendar popover on react-aria `DatePicker`. Type the date segment by segment (digits, or arrows to step a segment), or open the calendar with the button or Alt+ArrowDown: arrows move by day and week, Page Up/Down by month, Enter picks and closes, Escape closes. Values are `@internationalized/date` objects. `minValue` and `isDateUnavailable` disable days in the calendar; for validation done by the page pass `isInvalid` and the message as `errorMessage` (class `errorMessage`, tied with `aria-describedby`).',
      },
    },
  },
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard, a day picked with the arrows and Enter. */
export const PickByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/ })).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const calendar = await page.findByRole('application', { name: /March 2030/ });
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /March 14, 2030/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2030, 3, 22));
    await waitFor(() => expect(page.queryByRole('application')).toBeNull());
    await expect(canvas.getByRole('spinbutton', { name: /day/ })).toHaveTextContent('22');
  },
};

/** Days before `minValue` cannot be picked; the page's message shows as the field's error. */
export const ExternalValidation: Story = {
  args: {
    minValue: new CalendarDate(2030, 3, 10),
    isInvalid: true,
    errorMessage: 'That date has passed. Please choose today or a later date.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByText('That date has passed. Please choose today or a later date.'),
    ).toHaveClass('errorMessage');
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const calendar = await page.findByRole('application', { name: /March 2030/ });
    await expect(within(calendar).getByRole('button', { name: /March 9, 2030/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('application')).toBeNull());
  },
};
