import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from './Button.js';

test('a button is named by its text and styled by its tone', async () => {
  const screen = await render(<Button tone="ghost">Update Cart</Button>);
  const button = screen.getByRole('button', { name: 'Update Cart' });
  await expect.element(button).toBeInTheDocument();
  expect(button.element().className).toMatch(/tone_ghost/);
});
