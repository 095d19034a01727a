import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
// The theme's custom properties, which the space tokens resolve to.
import '../theme/themes.css.js';
import { Inline } from './Inline.js';

test('lays children out in a wrapping row with the gap and alignment asked for', async () => {
  const screen = await render(
    <Inline space="md" align="between" alignY="center" data-testid="row">
      <span data-testid="a">A</span>
      <span data-testid="b">B</span>
    </Inline>,
  );
  const row = screen.getByTestId('row').element();
  const style = getComputedStyle(row);
  expect(style.display).toBe('flex');
  expect(style.flexWrap).toBe('wrap');
  expect(style.columnGap).toBe('16px');
  expect(style.alignItems).toBe('center');
  const b = screen.getByTestId('b').element().getBoundingClientRect();
  expect(Math.round(b.right)).toBe(Math.round(row.getBoundingClientRect().right));
});
