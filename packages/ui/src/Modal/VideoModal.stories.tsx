import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { VideoModal, videoFrameAllow } from './VideoModal.js';

const meta = {
  title: 'Overlays/VideoModal',
  component: VideoModal,
  // `about:blank` keeps stories and tests offline; a site passes a real embed URL.
  args: { videoUrl: 'about:blank', title: 'Meet the firm' },
  parameters: {
    docs: {
      description: {
        component: [
          'A round play button that opens a video in a `Modal` (for a "watch our story" block). The',
          '`<iframe>` is created only while the modal is open, so the video host is not contacted',
          'before the visitor asks for the video. Pass an embed URL from a privacy-enhanced host, e.g.',
          '`https://www.youtube-nocookie.com/embed/<id>`. The frame gets `allow` (accelerometer,',
          'autoplay, clipboard-write, encrypted-media, gyroscope, picture-in-picture),',
          '`allowFullScreen`, `loading="lazy"` and `referrerPolicy="strict-origin-when-cross-origin"`.',
          '',
          '**Accessibility**: the play button is named by `triggerLabel` (default "Play video"); the',
          'dialog is named by its visible `title` heading and the iframe carries the same `title`.',
          'Focus handling, Escape, backdrop click and the close button are those of `Modal`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof VideoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No iframe until the button is pressed; the iframe goes away again on close. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    await expect(document.querySelector('iframe[title="Meet the firm"]')).toBeNull();
    const play = within(canvasElement).getByRole('button', { name: 'Play video' });
    await userEvent.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'Meet the firm' });
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Meet the firm');
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame).toHaveAttribute('allow', videoFrameAllow);
    await expect(frame).toHaveAttribute('allowfullscreen');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('iframe[title="Meet the firm"]')).toBeNull());
    await waitFor(() => expect(play).toHaveFocus());
  },
};

/** Keyboard only, with custom labels. */
export const Keyboard: Story = {
  args: { triggerLabel: 'Watch the introduction', closeLabel: 'Close video' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const play = within(canvasElement).getByRole('button', { name: 'Watch the introduction' });
    await waitFor(() => expect(play).toHaveFocus());
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Meet the firm' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close video' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(play).toHaveFocus());
  },
};
