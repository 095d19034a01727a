import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
// The theme's custom properties, which the space tokens resolve to.
import '../theme/themes.css';
import { breakpoints } from '../theme/breakpoints';
import { Tiles } from './Tiles';

test('puts the asked number of equal tiles in a row, per breakpoint', async () => {
  const screen = await render(
    <Tiles as="ul" columns={{ base: 4, belowMd: 2 }} space="md">
      {['a', 'b', 'c', 'd'].map((name) => (
        <li key={name}>{name}</li>
      ))}
    </Tiles>,
  );
  const items = screen
    .getByRole('listitem')
    .all()
    .map((item) => item.element());
  const perRow = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size;
  expect(perRow).toBe(window.innerWidth < breakpoints.md ? 2 : 4);
  const list = screen.getByRole('list').element();
  expect(getComputedStyle(list).rowGap).toBe('16px');
});
