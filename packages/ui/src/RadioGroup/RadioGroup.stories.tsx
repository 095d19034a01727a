import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup, radioGroupVariants } from './RadioGroup.js';

/** A stand-in logo: a coloured tile with the brand's name drawn in. */
const logo = (text: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 80 40"><rect width="80" height="40" rx="4" fill="${colour}"/><text x="40" y="25" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;

const cardTypes = [
  { value: 'visa', name: 'Visa', src: logo('VISA', '#1a1f71') },
  { value: 'mastercard', name: 'Mastercard', src: logo('MC', '#a3370f') },
  { value: 'skrill', name: 'Skrill', src: logo('Skrill', '#6b1f6b') },
  { value: 'paypal', name: 'PayPal', src: logo('PayPal', '#003087') },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Payment method', name: 'payment_method', onChange: fn(), children: null },
  argTypes: { variant: { control: 'inline-radio', options: radioGroupVariants } },
  parameters: {
    docs: {
      description: {
        component:
          'Mutually exclusive options on react-aria `RadioGroup` with `Radio` options (react-aria `RadioField` + `RadioButton`). The group has `role="radiogroup"` named by `label`; it is one tab stop and the arrow keys move and select; native radio inputs keep form submission under `name`. Description and error (class `errorMessage`, only while invalid) describe the group. `variant="cards"` shows each option as a selectable card with an image, e.g. the payment card-type picker: the image is decorative (`alt=""`) and the option is named by its label, which `hideLabel` can hide visually when the logo already says it. The selected card has a thicker accent border and a tick, not colour alone.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout's payment choice: values and labels are deliberately swapped, as in the spec. */
export const List: Story = {
  args: { defaultValue: 'cash' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="cash">Payment By Card</Radio>
      <Radio value="card">Cash On delivery</Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
    const byCard = canvas.getByRole('radio', { name: 'Payment By Card' });
    const cash = canvas.getByRole('radio', { name: 'Cash On delivery' });
    await expect(byCard).toBeChecked();
    await expect(byCard).toHaveAttribute('value', 'cash');
    await userEvent.click(canvas.getByText('Cash On delivery'));
    await expect(cash).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
  },
};

export const Keyboard: Story = {
  args: { label: 'Preferred contact', name: 'contact', description: 'How should we reply?' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="email">Email</Radio>
      <Radio value="phone" description="Office hours only">
        Phone
      </Radio>
      <Radio value="post">Post</Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'How should we reply?',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const phone = canvas.getByRole('radio', { name: 'Phone' });
    await expect(phone).toBeChecked();
    await expect(phone).toHaveAccessibleDescription('Office hours only How should we reply?');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Post' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('post');
  },
};

/** The card-type picker: image cards, one selected at a time. */
export const CardTypePicker: Story = {
  args: { label: 'Card type', name: 'card_type', variant: 'cards', defaultValue: 'visa' },
  render: (args) => (
    <RadioGroup {...args}>
      {cardTypes.map((card) => (
        <Radio
          key={card.value}
          value={card.value}
          image={{ src: card.src, width: 80, height: 40 }}
          hideLabel
        >
          {card.name}
        </Radio>
      ))}
    </RadioGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const visa = canvas.getByRole('radio', { name: 'Visa' });
    await expect(visa).toBeChecked();
    await userEvent.tab();
    await expect(visa).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const mastercard = canvas.getByRole('radio', { name: 'Mastercard' });
    await expect(mastercard).toBeChecked();
    await expect(visa).not.toBeChecked();
    const paypalCard = canvas.getByRole('radio', { name: 'PayPal' }).closest('label');
    await expect(paypalCard).not.toBeNull();
    if (paypalCard) await userEvent.click(paypalCard);
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(
      canvas.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('paypal');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose a payment method' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="cash">Payment By Card</Radio>
      <Radio value="card">Cash On delivery</Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please choose a payment method')).toHaveClass('errorMessage');
  },
};
