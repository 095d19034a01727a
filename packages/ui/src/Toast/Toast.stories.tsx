import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-hot-toast/headless';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { notify, showToast, type ToastKind } from './notify.js';
import { Toaster, type ToasterProps } from './Toast.js';

const samples: Record<ToastKind, string> = {
  success: 'Item added to cart',
  error: 'Empty field is not allowed!',
  info: 'We will reply within one working day',
  warning: 'Already added to compare list',
};

/** Buttons that send each kind, next to a Toaster with its own id (stories stay independent). */
function Demo(props: ToasterProps & { toasterId: string }) {
  return (
    <>
      {(Object.keys(samples) as ToastKind[]).map((kind) => (
        <Button
          key={kind}
          tone="ghost"
          size="small"
          onPress={() => notify(kind, samples[kind], { toasterId: props.toasterId })}
        >
          Show {kind}
        </Button>
      ))}
      <Toaster {...props} />
    </>
  );
}

/** Simulates a sideways pointer drag of `distance` px on a toast. */
async function dragToast(element: HTMLElement, distance: number) {
  const box = element.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x = box.left + 20;
  const pointer = { pointerId: 7, pointerType: 'mouse', isPrimary: true, button: 0 };
  fireEvent.pointerDown(element, { ...pointer, clientX: x, clientY: y });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    fireEvent.pointerMove(element, { ...pointer, clientX: x + distance * step, clientY: y });
  }
  fireEvent.pointerUp(element, { ...pointer, clientX: x + distance, clientY: y });
}

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  beforeEach: () => {
    toast.remove();
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Short, self-closing notifications ("Item added to cart"). Render one `Toaster` near the root',
          'and call `notify(kind, message)` — or `showToast({ kind, message })` with an outcome',
          'object straight from the shop state — anywhere. Built on react-hot-toast’s headless',
          '`useToaster`: top-right by default, closes after 5000 ms, light surface. Kinds: success,',
          'error, info, warning, each with its own colour and icon. A toast dragged sideways past 80%',
          'of its width is dismissed (`shouldDismissOnDrag`); otherwise it springs back.',
          '',
          '**Accessibility**: each toast’s text is in a live region, `role="status"` (polite) and',
          '`role="alert"` for errors, filled a frame after insertion so it is announced, and starts',
          'with a visually hidden kind name ("Success:", "Error:", "Info:", "Warning:") so the kind',
          'is not conveyed by colour alone. The timer pauses while the pointer is over the stack,',
          'while focus is inside it and while the window has no focus (WCAG 2.2.1). Every toast has a',
          '"Dismiss notification" button, the keyboard and single-pointer alternative to dragging',
          '(WCAG 2.5.7). Under reduced motion there is no slide or spring animation.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four kinds, each named for screen readers; errors use role="alert". */
export const Kinds: Story = {
  render: (args) => <Demo {...args} toasterId="kinds" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const kind of ['success', 'error', 'info', 'warning'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${kind}` }));
    }
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('status')).toHaveLength(3));
    await expect(within(region).getByRole('alert')).toHaveTextContent(
      'Error: Empty field is not allowed!',
    );
    const statuses = within(region).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      'Warning: Already added to compare list',
      'Info: We will reply within one working day',
      'Success: Item added to cart',
    ]);
    await expect(statuses[0]).toHaveAttribute('aria-live', 'polite');
    const kinds = within(region)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-kind'));
    await expect(kinds).toEqual(['warning', 'info', 'error', 'success']);
  },
};

/** An outcome object maps straight to a toast; the dismiss button works from the keyboard. */
export const DismissWithKeyboard: Story = {
  render: (args) => (
    <>
      <Button
        onPress={() =>
          showToast({ kind: 'success', message: 'Item added to wishlist' }, { toasterId: 'keys' })
        }
      >
        Add to wishlist
      </Button>
      <Toaster {...args} toasterId="keys" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Success: Item added to wishlist'),
    );
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull(), { timeout: 3000 });
  },
};

/** Dragged past 80% of its width a toast leaves; a shorter drag springs back. */
export const DragToDismiss: Story = {
  render: (args) => <Demo {...args} toasterId="drag" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const item = await canvas.findByRole('listitem');
    const width = item.getBoundingClientRect().width;

    await dragToast(item, width * 0.5);
    await expect(item).toHaveAttribute('data-visible', 'true');
    // Springs back to where it was.
    await waitFor(() =>
      expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(getComputedStyle(item).transform),
    );

    await dragToast(item, width * 0.9);
    await waitFor(() => expect(item).toHaveAttribute('data-visible', 'false'));
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull(), { timeout: 3000 });

    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    const leftward = await canvas.findByRole('listitem');
    await dragToast(leftward, -width * 0.85);
    await waitFor(() => expect(leftward).toHaveAttribute('data-visible', 'false'));
  },
};

/** Closes by itself after `duration`, but not while the pointer rests on it. */
export const PauseOnHover: Story = {
  // Focus-loss pausing is off here only so that parallel test runs cannot hold the timer.
  args: { duration: 700, pauseOnFocusLoss: false },
  render: (args) => <Demo {...args} toasterId="hover" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const item = await canvas.findByRole('listitem');
    await userEvent.hover(item);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(item).toHaveAttribute('data-visible', 'true');
    await userEvent.unhover(item);
    await waitFor(() => expect(item).toHaveAttribute('data-visible', 'false'), { timeout: 3000 });
  },
};
