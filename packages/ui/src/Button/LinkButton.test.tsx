import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { buttonClassName } from './buttonClassName.js';
import { LinkButton } from './LinkButton.js';

test('a link button is a link with the button look', async () => {
  const screen = await render(
    <LinkButton href="/checkout" tone="secondary">
      Proceed to Checkout
    </LinkButton>,
  );
  const link = screen.getByRole('link', { name: 'Proceed to Checkout' });
  await expect.element(link).toHaveAttribute('href', '/checkout');
  expect(link.element().className).toMatch(/tone_secondary/);
});

test('buttonClassName gives the recipe class for any element', () => {
  expect(buttonClassName({ tone: 'light', size: 'small' })).toMatch(/tone_light/);
  expect(buttonClassName()).toMatch(/tone_primary/);
});
