import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.js';
import { Column, Columns } from './Columns.js';

const panel = sprinkles({ background: 'surfaceMuted', padding: 'lg' });

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { space: 'xl' },
  parameters: {
    docs: {
      description: {
        component: [
          "Columns side by side (Braid's Columns): a picture beside its text, a form beside the",
          'order summary. Each child is a `Column` with a `width`: a share of the row (`1/2`, `1/3`,',
          '`2/3`, `1/4`, `3/4`, `2/5`, `3/5`, `5/12`, `7/12`, taken after the gaps, as `fr` units are), `content`',
          '(its own width) or `fill` (what is left, the default). `collapseBelow` names a breakpoint',
          'token below which the columns stack full width in source order, so put first what phones',
          'should read first. `alignY` lines the columns up while they are side by side; `reverse`',
          'shows them right to left while side by side, so a sidebar can sit on the left and still',
          'follow the content in the source (and on phones).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five twelfths beside seven twelfths, as the contact page's details and form. */
export const FiveSeven: Story = {
  render: (args) => (
    <Columns {...args} data-testid="row">
      <Column width="5/12" className={panel}>
        Details
      </Column>
      <Column width="7/12" className={panel}>
        Form
      </Column>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByTestId('row').getBoundingClientRect();
    const details = canvas.getByText('Details').getBoundingClientRect();
    const form = canvas.getByText('Form').getBoundingClientRect();
    await expect(form.left - details.right).toBeCloseTo(40, 0);
    await expect(details.width).toBeCloseTo(((row.width - 40) * 5) / 12, 0);
    await expect(form.width).toBeCloseTo(((row.width - 40) * 7) / 12, 0);
  },
};

/** A fixed-width portrait beside text that takes the rest. */
export const ContentAndFill: Story = {
  args: { space: 'lg', alignY: 'center' },
  render: (args) => (
    <Columns {...args}>
      <Column width="content" data-testid="portrait">
        <img
          alt="Eleanor Hale"
          width="120"
          height="120"
          src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23c0a062'/%3E%3C/svg%3E"
        />
      </Column>
      <Column data-testid="text">
        <p>Eleanor founded the firm in 1998 and leads its family law practice.</p>
      </Column>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const portrait = canvas.getByTestId('portrait').getBoundingClientRect();
    const text = canvas.getByTestId('text').getBoundingClientRect();
    await expect(canvas.getByRole('img', { name: 'Eleanor Hale' })).toBeVisible();
    await expect(portrait.width).toBe(120);
    await expect(text.left - portrait.right).toBe(24);
    // Centred on each other: the middles line up.
    await expect(
      Math.abs(portrait.top + portrait.height / 2 - (text.top + text.height / 2)),
    ).toBeLessThan(1);
  },
};

/** Collapsed below 1500 px (so in the test browser): one under the other, full width. */
export const Collapsed: Story = {
  args: { collapseBelow: 'xl', space: 'md', alignY: 'center' },
  render: FiveSeven.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByTestId('row').getBoundingClientRect();
    const details = canvas.getByText('Details').getBoundingClientRect();
    const form = canvas.getByText('Form').getBoundingClientRect();
    if (window.innerWidth >= 1500) return;
    await expect(details.width).toBeCloseTo(row.width, 0);
    await expect(form.top - details.bottom).toBeCloseTo(16, 0);
  },
};

/** A sidebar on the left that comes after the content in the source, so phones read it last. */
export const Reversed: Story = {
  args: { reverse: true, alignY: 'start' },
  render: (args) => (
    <Columns {...args}>
      <Column width="2/3" className={panel}>
        Article
      </Column>
      <Column width="1/3" className={panel}>
        Sidebar
      </Column>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByText('Article').getBoundingClientRect();
    const sidebar = canvas.getByText('Sidebar').getBoundingClientRect();
    // The sidebar, second in the source, on the left, the gap between them.
    await expect(article.left - sidebar.right).toBeCloseTo(40, 0);
    await expect(article.width).toBeGreaterThan(sidebar.width);
    // Reading and Tab order stay the source's: the article first.
    await expect(canvasElement.textContent?.indexOf('Article')).toBeLessThan(
      canvasElement.textContent?.indexOf('Sidebar') ?? 0,
    );
  },
};
