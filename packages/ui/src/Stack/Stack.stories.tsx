import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.js';
import { Stack } from './Stack.js';

const swatch = sprinkles({ background: 'surfaceMuted', padding: 'md' });

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'lg' },
  parameters: {
    docs: {
      description: {
        component: [
          'Children one under the other with even space between them, as in Braid: the space is',
          "the parent's decision, so children carry no outer margins. `space` takes a space token",
          'or one per breakpoint; `align` lines the children up (`stretch` by default, full width).',
          'Render it `as="ul"` with `li` children where the children form a list.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three blocks 24 px apart, each the stack's full width. */
export const Default: Story = {
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <div className={swatch}>Consultation</div>
      <div className={swatch}>Strategy</div>
      <div className={swatch}>Resolution</div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stack = canvas.getByTestId('stack').getBoundingClientRect();
    const first = canvas.getByText('Consultation').getBoundingClientRect();
    const second = canvas.getByText('Strategy').getBoundingClientRect();
    await expect(second.top - first.bottom).toBe(24);
    await expect(first.width).toBe(stack.width);
  },
};

/** A list of steps, centred: still a list of three for assistive technology. */
export const CentredList: Story = {
  args: { as: 'ol', align: 'center', space: 'sm', 'aria-label': 'Steps' },
  render: (args) => (
    <Stack {...args}>
      <li className={swatch}>Call us</li>
      <li className={swatch}>Meet an attorney</li>
      <li className={swatch}>Get a plan</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Steps' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const box = list.getBoundingClientRect();
    for (const item of items) {
      const rect = item.getBoundingClientRect();
      await expect(Math.abs(rect.left - box.left - (box.right - rect.right))).toBeLessThan(1);
    }
  },
};
