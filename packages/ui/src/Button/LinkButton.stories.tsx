import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buttonClassName, buttonTones } from './buttonClassName.js';
import { LinkButton } from './LinkButton.js';

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  args: { children: 'Book An Appointment', href: '#booking' },
  argTypes: { tone: { control: 'inline-radio', options: buttonTones } },
  parameters: {
    docs: {
      description: {
        component:
          'A link that looks like a button, for navigation ("Book An Appointment", "Proceed to Checkout", "Continue Shopping"). It is a real `<a href>` (react-aria `Link`), so it is announced as a link, opens in a new tab and works before hydration. For client-side routing either wrap the app in react-aria’s `RouterProvider` (then every kit link routes), or skip this component and give the router’s own link `className={buttonClassName({ tone })}`: the recipe falls back to `:hover` and `:focus-visible` on elements react-aria does not render.',
      },
    },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book An Appointment' });
    await expect(link).toHaveAttribute('href', '#booking');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Ghost: Story = {
  args: { tone: 'ghost', size: 'small', children: 'Continue Shopping', href: '#shop' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue Shopping' });
    await expect(link.className).toMatch(/tone_ghost/);
  },
};

/** What a site does with its router's link: `<Link className={buttonClassName(…)} />`. */
export const ClassNameOnAnyLink: Story = {
  render: () => (
    <a href="#contact" className={buttonClassName({ tone: 'secondary' })}>
      Free Consultation
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Free Consultation' });
    await expect(link.className).toMatch(/tone_secondary/);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
