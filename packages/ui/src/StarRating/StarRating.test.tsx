import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { filledStarCount, StarRating, StarRatingField } from './StarRating.js';

test('filledStarCount rounds to whole stars within the scale', () => {
  expect(filledStarCount(4, 5)).toBe(4);
  expect(filledStarCount(4.6, 5)).toBe(5);
  expect(filledStarCount(7, 5)).toBe(5);
  expect(filledStarCount(-1, 5)).toBe(0);
});

test('a display of 4 of 5 is one image named "Rated 4 out of 5" with four filled stars', async () => {
  const screen = await render(<StarRating value={4} />);
  const rating = screen.getByRole('img', { name: 'Rated 4 out of 5' });
  await expect.element(rating).toBeVisible();
  const stars = rating.element().querySelectorAll('svg');
  expect(stars).toHaveLength(5);
  expect(rating.element().querySelectorAll('svg[data-filled]')).toHaveLength(4);
});

test('the input is a radio group of "1 star" … "5 stars" submitted under its name', async () => {
  const chosen: number[] = [];
  const screen = await render(
    <form aria-label="Review">
      <StarRatingField label="Your rating" name="stars" onChange={(v) => chosen.push(v)} />
    </form>,
  );
  await expect.element(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
  const names = screen
    .getByRole('radio')
    .elements()
    .map((radio) => radio.getAttribute('value'));
  expect(names).toEqual(['1', '2', '3', '4', '5']);
  await expect.element(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
  const four = screen.getByRole('radio', { name: '4 stars' });
  await userEvent.click(four.element().closest('label') ?? four.element());
  await expect.element(four).toBeChecked();
  expect(chosen).toEqual([4]);
  const form = screen.getByRole('form').element() as HTMLFormElement;
  expect(new FormData(form).get('stars')).toBe('4');
  const filled = screen.container.querySelectorAll('svg[data-filled]');
  expect(filled).toHaveLength(4);
});
