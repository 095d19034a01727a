import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.js';
import { Text } from './Text.js';

const meta = {
  title: 'Typography/Text',
  component: Text,
  parameters: {
    docs: {
      description: {
        component: [
          "A run of text on the theme's type scale, as in Braid: `size` (a step of the scale),",
          '`tone` (what the colour says: `muted` for secondary text, `accent`, `critical` …),',
          '`weight`, `font` (`body` or `heading`), `uppercase`, `tracking` and `breakWords`. An',
          'option not given is left to the element and what it sits in. It has no margin: the',
          "space around it is the layout's (`Stack`, `Inline`). `as` picks the element, so a",
          'heading stays a heading. In a `.css.ts` file, `text()` gives the same look (without',
          'the margin reset) and no component.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's heading and its secondary line, with only the stack's space between them. */
export const HeadingAndDetail: Story = {
  render: () => (
    <Stack space="xs">
      <Text as="h3" size="lg" font="heading">
        Family Law
      </Text>
      <Text as="p" size="sm" tone="muted">
        Divorce, custody and support
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Family Law' });
    const detail = canvas.getByText('Divorce, custody and support');
    await expect(detail.tagName).toBe('P');
    // The type scale's lg and sm steps: 1.25rem and 0.9375rem.
    await expect(getComputedStyle(heading).fontSize).toBe('20px');
    await expect(getComputedStyle(detail).fontSize).toBe('15px');
    await expect(getComputedStyle(heading).marginBottom).toBe('0px');
    const gap = detail.getBoundingClientRect().top - heading.getBoundingClientRect().bottom;
    await expect(gap).toBe(8);
    await expect(getComputedStyle(detail).color).not.toBe(getComputedStyle(heading).color);
  },
};

/** A small label in capitals with wide tracking, and a long address that may break anywhere. */
export const LabelAndLongWord: Story = {
  render: () => (
    <div style={{ width: '10rem' }}>
      <Text as="p" size="xs" weight="semibold" uppercase tracking="wide" tone="accent">
        Our office
      </Text>
      <Text as="p" breakWords>
        partners@lexington-hale-and-associates.example
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Our office');
    await expect(getComputedStyle(label).textTransform).toBe('uppercase');
    await expect(getComputedStyle(label).fontWeight).toBe('600');
    const address = canvas.getByText(/partners@/);
    // Broken inside the word rather than overflowing the 10rem column.
    await expect(address.scrollWidth).toBeLessThanOrEqual(160);
  },
};
