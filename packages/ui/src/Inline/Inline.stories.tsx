import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Column, Columns } from '../Columns/Columns.js';
import { Inline } from './Inline.js';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'sm' },
  parameters: {
    docs: {
      description: {
        component: [
          "Children side by side that wrap onto further lines when the width runs out (Braid's",
          'Inline): button rows, tags, meta lines. `space` is the gap across and between lines;',
          '`align` places the children along the row (`start`, `center`, `end`, `between`) and',
          '`alignY` lines them up within a line. Each takes one value or one per breakpoint.',
          '`wrap={false}` keeps one line; `level="inline"` makes the row sit in a line of text',
          '(`inline-flex`), as a link or a button with its icon does, and renders a `span` so it',
          'may sit in a paragraph (`as` names another element).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of actions 12 px apart. */
export const Actions: Story = {
  render: (args) => (
    <Inline {...args}>
      <Button>Update Cart</Button>
      <Button tone="ghost">Continue Shopping</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    if (!first || !second) throw new Error('the story renders two buttons');
    const a = first.getBoundingClientRect();
    const b = second.getBoundingClientRect();
    await expect(b.top).toBe(a.top);
    await expect(b.left - a.right).toBe(12);
  },
};

/** Tags in a quarter-width column wrap onto a second line instead of overflowing. */
export const Wrapping: Story = {
  args: { as: 'ul', 'aria-label': 'Tags', space: 'xs', align: 'center' },
  render: (args) => (
    <Columns>
      <Column width="1/4">
        <Inline {...args}>
          {['Family', 'Business', 'Criminal', 'Real estate', 'Education'].map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Inline>
      </Column>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tags' });
    const items = within(list).getAllByRole('listitem');
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** A phone link with its icon: an inline-level row that sits in the sentence and keeps one line. */
export const InText: Story = {
  args: {
    as: 'a',
    href: 'tel:+15550100',
    level: 'inline',
    wrap: false,
    space: 'xs',
    alignY: 'center',
  },
  render: (args) => (
    <p>
      Call us on{' '}
      <Inline {...args}>
        <span aria-hidden="true">☎</span>
        <span>+1 555 0100</span>
      </Inline>{' '}
      any weekday.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /555 0100/ });
    const style = getComputedStyle(link);
    await expect(style.display).toBe('inline-flex');
    await expect(style.flexWrap).toBe('nowrap');
    await expect(style.alignItems).toBe('center');
    await expect(style.columnGap).toBe('8px');
  },
};
