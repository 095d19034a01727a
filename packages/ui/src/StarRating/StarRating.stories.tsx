import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StarRating, StarRatingField } from './StarRating.js';

const meta = {
  title: 'Data display/StarRating',
  component: StarRating,
  args: { value: 4, max: 5 },
  parameters: {
    docs: {
      description: {
        component:
          '`StarRating` shows a fixed rating as a row of stars (e.g. four filled, one empty). It is one image for assistive technology, named "Rated 4 out of 5" (`getLabel` to reword), and the individual stars are hidden. Filled stars use the theme’s `accentStrong`, empty ones an outline in `border`, both 3:1 against the surface. `StarRatingField` is the input for review forms: a react-aria `RadioGroup` of 1…`max` whose radios are named "1 star" … "5 stars" and submit their number under `name` (e.g. `stars`). Tab reaches the group; arrow keys choose; hovering previews the choice.',
      },
    },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourOfFive: Story = {
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'Rated 4 out of 5' });
    await expect(rating.querySelectorAll('svg')).toHaveLength(5);
    await expect(rating.querySelectorAll('svg[data-filled]')).toHaveLength(4);
  },
};

export const CustomLabel: Story = {
  args: { value: 3, getLabel: (value, max) => `${value} of ${max} stars` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '3 of 5 stars' })).toBeVisible();
  },
};

/** The review form's input: radios 1–5 under `name="stars"`. */
export const Input: Story = {
  render: function Render() {
    const [stars, setStars] = useState<number | null>(null);
    return (
      <StarRatingField
        label="Your rating*"
        name="stars"
        value={stars}
        onChange={setStars}
        description={stars === null ? 'Not rated yet' : `You chose ${stars}`}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Your rating*' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.tab();
    const one = canvas.getByRole('radio', { name: '1 star' });
    await expect(one).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    const three = canvas.getByRole('radio', { name: '3 stars' });
    await expect(three).toBeChecked();
    await expect(three).toHaveAttribute('name', 'stars');
    await expect(canvas.getByText('You chose 3')).toBeVisible();
    const five = canvas.getByRole('radio', { name: '5 stars' });
    const fiveStar = five.closest('label');
    if (fiveStar) await userEvent.click(fiveStar);
    await expect(five).toBeChecked();
    await expect(canvas.getByText('You chose 5')).toBeVisible();
  },
};

export const InputInvalid: Story = {
  render: () => (
    <StarRatingField label="Your rating" name="stars" isInvalid errorMessage="Please rate" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please rate')).toHaveClass('errorMessage');
  },
};
