import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion.js';

const faq = [1, 2, 3, 4, 5].map((n) => ({
  id: `q${n}`,
  title: `Placeholder question ${n}?`,
  content: <p>A placeholder answer to question {n}.</p>,
}));

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: { items: faq },
  parameters: {
    docs: {
      description: {
        component:
          'Collapsible panels (FAQ, mobile menu groups, checkout cards), on react-aria `DisclosureGroup`/`Disclosure`. Each trigger is a `<button>` with `aria-expanded` and `aria-controls`, inside a heading (`headingLevel`, default 3), so screen-reader users can jump between questions by heading. Enter or Space toggles; Tab moves between triggers and into open panels. Collapsed panels are hidden from everyone. `mode="single"` keeps one panel open at a time; `mode="multiple"` lets them toggle independently; `pinnedKey` names a panel that is open from the start and never closes while the others follow `mode` among themselves — the checkout rule (Payment pinned; Coupon and Billing exclusive). The rule is the pure function `nextExpandedKeys`, unit-tested.',
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Placeholder question 1?' });
    const second = canvas.getByRole('button', { name: 'Placeholder question 2?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('A placeholder answer to question 1.')).toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('A placeholder answer to question 1.')).not.toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { defaultExpandedKeys: ['q1'], headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    const first = canvas.getByRole('button', { name: 'Placeholder question 1?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Placeholder question 2?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Multiple: Story = {
  args: { mode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Placeholder question 1?' });
    const second = canvas.getByRole('button', { name: 'Placeholder question 2?' });
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The checkout cards: Payment open by default and always; Coupon and Billing exclusive. */
export const CheckoutPinned: Story = {
  args: { items: undefined, pinnedKey: 'payment' },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem id="coupon" title="Coupon">
        <p>Have a coupon? Enter the code.</p>
      </AccordionItem>
      <AccordionItem id="billing" title="Billing Address">
        <p>Name, address and contact fields.</p>
      </AccordionItem>
      <AccordionItem id="payment" title="Payment Method">
        <p>Payment choice and card form.</p>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coupon = canvas.getByRole('button', { name: 'Coupon' });
    const billing = canvas.getByRole('button', { name: 'Billing Address' });
    const payment = canvas.getByRole('button', { name: 'Payment Method' });
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(coupon).toHaveAttribute('aria-expanded', 'false');
    await expect(billing).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(coupon);
    await expect(coupon).toHaveAttribute('aria-expanded', 'true');
    await expect(payment).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(billing);
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(coupon).toHaveAttribute('aria-expanded', 'false');
    await expect(payment).toHaveAttribute('aria-expanded', 'true');

    payment.focus();
    await userEvent.keyboard('{Enter}');
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Payment choice and card form.')).toBeVisible();
  },
};
