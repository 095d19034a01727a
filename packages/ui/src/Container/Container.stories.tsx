import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from './Container.js';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: { width: 'text' },
  parameters: {
    docs: {
      description: {
        component: [
          'Centres its content at a maximum width: `page` (75rem) for whole pages, `medium` (56rem),',
          '`narrow` (48rem) and `text` (40rem) for reading. `gutter` (on by default) keeps the',
          "content off the screen's edges with side padding that grows with the viewport. Use",
          '`as` for the landmark it stands for (`main`, `section`, `article`).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reading column, centred. */
export const Text: Story = {
  args: { as: 'article', 'aria-label': 'Notice' },
  render: (args) => (
    <Container {...args}>
      <p>Our attorneys answer every enquiry within one working day.</p>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Notice' });
    const box = article.getBoundingClientRect();
    const parent = canvasElement.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(640);
    await expect(Math.abs(box.left - parent.left - (parent.right - box.right))).toBeLessThan(1);
    await expect(Number.parseFloat(getComputedStyle(article).paddingLeft)).toBeGreaterThanOrEqual(
      16,
    );
  },
};
