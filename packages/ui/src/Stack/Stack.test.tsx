import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
// The theme's custom properties, which the space tokens resolve to.
import '../theme/themes.css.js';
import { Stack } from './Stack.js';

test('stacks its children with the space token between them', async () => {
  const screen = await render(
    <Stack space="xl">
      <p data-testid="a">A</p>
      <p data-testid="b">B</p>
    </Stack>,
  );
  const a = screen.getByTestId('a').element().getBoundingClientRect();
  const b = screen.getByTestId('b').element().getBoundingClientRect();
  // Paragraph margins do not collapse inside a flex column, so only the gap lies between.
  const marginA = Number.parseFloat(
    getComputedStyle(screen.getByTestId('a').element()).marginBottom,
  );
  const marginB = Number.parseFloat(getComputedStyle(screen.getByTestId('b').element()).marginTop);
  expect(b.top - a.bottom).toBe(40 + marginA + marginB);
  expect(b.left).toBe(a.left);
});

test('align start keeps children at their own width', async () => {
  const screen = await render(
    <Stack align="start" data-testid="stack">
      <button type="button">Book</button>
    </Stack>,
  );
  const stack = screen.getByTestId('stack').element().getBoundingClientRect();
  const button = screen.getByRole('button').element().getBoundingClientRect();
  expect(button.width).toBeLessThan(stack.width);
});
