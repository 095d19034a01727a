import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { emulateReducedMotion } from '../hooks/emulateReducedMotion.js';
import { ImageZoom } from './ImageZoom.js';

/** A self-contained placeholder picture, so stories and tests never touch the network. */
const picture = (label: string, size: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="#0f1f3a"/><circle cx="50" cy="42" r="22" fill="#c0a062"/><text x="50" y="86" fill="#fff" font-size="10" text-anchor="middle">${label}</text></svg>`,
  )}`;

/**
 * The zoomed view, once it has opened. Its code loads on the first press, and Storybook's dev
 * server compiles it then: on a busy machine that took over a second (testing-library's default
 * wait), so the first story to open it waits longer.
 */
const zoomedView = (name?: string) =>
  screen.findByRole('dialog', name ? { name } : {}, { timeout: 10_000 });

const zoomState = (canvas: HTMLElement) =>
  canvas.querySelector('[data-zoom-state]')?.getAttribute('data-zoom-state');

const meta = {
  title: 'Media/ImageZoom',
  component: ImageZoom,
  args: {
    src: picture('Hoodie', 320),
    largeSrc: picture('Hoodie (large)', 1200),
    alt: 'Navy hoodie with a gold emblem',
    width: 320,
    height: 320,
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A product or gallery image that can be viewed large. A button laid over the image (with a',
          'visible corner badge) opens the large view in a react-aria-components modal; `largeSrc`',
          'optionally loads a bigger file only then. The zoom is an explicit state machine,',
          '`zoomReducer`: unloaded -> loading -> loaded -> unloading -> unloaded, exposed as',
          '`data-zoom-state` on the root and on the overlay for styling and tests. The large view',
          "(react-aria's modal and dialog) loads the first time a visitor points at, focuses or",
          'presses the expand button, so a page with a zoomable picture does not carry it from the',
          'start; a press before it has arrived opens the view as soon as it has.',
          '',
          '**Accessibility**: the buttons are named by `expandLabel` ("Expand image") and',
          '`minimizeLabel` ("Minimize image"); the zoomed view is a modal dialog named by the `alt`',
          'text (`aria-busy` while the large file loads). Focus moves into it, is trapped, and returns',
          'to the expand button; Escape, the minimize button and a click on the backdrop close it. The',
          'zoom animation runs only without `prefers-reduced-motion: reduce`; with it, the',
          'unloading step resolves at once.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ImageZoom>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expand, watch the states, then minimize with the button. */
export const ExpandAndMinimize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Navy hoodie with a gold emblem' })).toBeVisible();
    await expect(zoomState(canvasElement)).toBe('unloaded');
    const expand = canvas.getByRole('button', { name: 'Expand image' });
    await userEvent.click(expand);

    const dialog = await zoomedView('Navy hoodie with a gold emblem');
    await waitFor(() => expect(zoomState(canvasElement)).toBe('loaded'));
    await expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringContaining('large'),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Minimize image' }));
    await expect(zoomState(canvasElement)).toBe('unloading');
    await waitFor(() => expect(zoomState(canvasElement)).toBe('unloaded'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(expand).toHaveFocus());
  },
};

/** Keyboard: Enter opens, Tab reaches Minimize, Escape closes, focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const expand = within(canvasElement).getByRole('button', { name: 'Expand image' });
    await userEvent.tab();
    await expect(expand).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await zoomedView();
    await waitFor(() => expect(zoomState(canvasElement)).toBe('loaded'));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Minimize image' })).toHaveFocus();
    // Focus is trapped inside the zoomed view.
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(zoomState(canvasElement)).toBe('unloaded'));
    await waitFor(() => expect(expand).toHaveFocus());
  },
};

/** Labels come from props (e.g. for another language). */
export const CustomLabels: Story = {
  args: { expandLabel: 'Agrandir l’image', minimizeLabel: 'Réduire l’image', largeSrc: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Agrandir l’image' }));
    const dialog = await zoomedView();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réduire l’image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Under reduced motion nothing animates and the unloading step resolves immediately. */
export const ReducedMotion: Story = {
  beforeEach: emulateReducedMotion,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expand image' }));
    const dialog = await zoomedView();
    await waitFor(() => expect(zoomState(canvasElement)).toBe('loaded'));
    await expect(within(dialog).getByRole('img')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // No 300 ms wait: the dialog is gone almost at once.
    await waitFor(() => expect(zoomState(canvasElement)).toBe('unloaded'), { timeout: 100 });
  },
};
