import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import * as styles from './Modal.css.js';
import { Modal } from './Modal.js';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Request a consultation',
    trigger: <Button>Request a consultation</Button>,
    children: ({ close }) => (
      <>
        <p>Tell us briefly about your matter and we will call you back within one working day.</p>
        <Button tone="ghost" onPress={close}>
          Not now
        </Button>
      </>
    ),
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A modal dialog for short tasks and media (consultation prompts, terms, a video). A thin',
          'wrapper over react-aria-components `ModalOverlay`, `Modal`, `Dialog` and `Heading`: give it',
          'a `trigger` (a kit `Button`) and it manages its own state through `DialogTrigger`, or',
          'control it with `isOpen` / `onOpenChange`. `children` may be a function receiving `close`.',
          '',
          '**Accessibility**: `role="dialog"` with `aria-modal`; named by its visible `title` heading',
          '(`aria-labelledby`) or by `aria-label` when there is no title. Focus moves into the dialog,',
          'is trapped there and returns to the trigger (or whatever opened it) on close. Escape, the',
          'visible close button (named by `closeLabel`, default "Close") and a backdrop click',
          '(`isDismissable`, on by default) close it. The rest of the page is hidden from assistive',
          'technology while it is open. Fade and rise animations are dropped under reduced motion.',
          'The panel is portalled to `document.body`, so a theme must be applied at `:root` (as the',
          "kit's global theme is) to reach it.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by its trigger; Tab stays inside; Escape closes and focus returns to the trigger. */
export const WithTrigger: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Request a consultation' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Request a consultation' });
    await expect(dialog).toHaveAttribute('aria-labelledby');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const notNow = within(dialog).getByRole('button', { name: 'Not now' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(notNow).toHaveFocus();
    // Focus is trapped: Tab from the last control wraps to the first.
    await userEvent.tab();
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click on the backdrop closes a dismissable modal. */
export const BackdropClick: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Request a consultation' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    const backdrop = dialog.closest(`.${styles.overlay}`);
    await expect(backdrop).toBeTruthy();
    if (backdrop) await userEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Opened and closed from the keyboard with the visible close button. */
export const CloseButton: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Request a consultation' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled with `isOpen` / `onOpenChange`, named by `aria-label` (no visible title). */
export const Controlled: Story = {
  args: {
    title: undefined,
    trigger: undefined,
    'aria-label': 'Terms of engagement',
    closeLabel: 'Close terms',
    onOpenChange: fn(),
    children: () => <p>Placeholder terms of engagement.</p>,
  },
  render: function ControlledModal(args) {
    const [isOpen, setOpen] = useState(false);
    const opener = useRef<HTMLButtonElement>(null);
    return (
      <>
        <Button ref={opener} tone="secondary" onPress={() => setOpen(true)}>
          Read the terms
        </Button>
        <Modal
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange?.(open);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Read the terms' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Terms of engagement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close terms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
