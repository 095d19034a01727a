import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.js';
import { Button } from './Button.js';
import { buttonSizes, buttonTones } from './buttonClassName.js';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Book An Appointment', onPress: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A button for actions on the page (submit a form, add to cart, open a dialog). For navigation use `LinkButton`, or put `buttonClassName()` on a router link. Built on react-aria `Button`: it is a native `<button>`, Enter and Space press it, pressing with a mouse does not leave a focus ring, and keyboard focus shows a 3px ring in the theme’s `focus` colour. `isDisabled` removes it from interaction. Tones: `primary` (accent), `secondary` (inverse), `ghost` (outlined), `light` (for dark bands); every tone keeps 4.5:1 text contrast in both themes.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book An Appointment' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  args: { tone: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { tone: 'ghost', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The `light` tone sits on the theme's dark band (`surfaceInverse`). */
export const LightOnDarkBand: Story = {
  args: { tone: 'light', size: 'small', children: 'Free Consultation' },
  decorators: [
    (Story) => (
      <div className={sprinkles({ background: 'surfaceInverse', padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Free Consultation' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button.className).toMatch(/tone_light/);
  },
};
