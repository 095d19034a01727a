import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
// The theme's custom properties, which the space tokens resolve to.
import '../theme/themes.css.js';
import { below, breakpoints } from '../theme/breakpoints.js';
import { vars } from '../theme/vars.css.js';
import { Tiles } from './Tiles.js';
import { tiles } from './tiles.js';

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

test('tiles() is the same layout as a style rule, narrower breakpoints in their media queries', () => {
  const [list, grid, columns, space] = tiles({
    columns: { base: 4, belowMd: 2 },
    space: 'lg',
    list: true,
  });
  expect(list).toMatchObject({ margin: 0, padding: 0, listStyle: 'none' });
  expect(grid).toEqual({ display: 'grid' });
  expect(columns).toEqual({
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    '@media': { [below('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  });
  expect(space).toEqual({ gap: vars.space.lg });
});

test('fits as many tiles a row as are at least minWidth wide, stretched or kept a tile wide', async () => {
  const screen = await render(
    <div style={{ width: '40rem' }}>
      <Tiles as="ul" aria-label="fit" minWidth="12rem">
        <li>a</li>
        <li>b</li>
      </Tiles>
      <Tiles as="ul" aria-label="fill" minWidth="12rem" repeat="auto-fill">
        <li>a</li>
        <li>b</li>
      </Tiles>
    </div>,
  );
  // 40rem holds three 12rem columns: auto-fit collapses the empty third and stretches the two
  // tiles over the row; auto-fill keeps it, so each tile stays a third wide.
  const tileWidth = (name: string) =>
    Math.round(
      screen.getByRole('list', { name }).getByRole('listitem').first().element().clientWidth,
    );
  expect(tileWidth('fit')).toBe(320);
  expect(tileWidth('fill')).toBe(213);
});

test('in a row narrower than minWidth a tile narrows to it, or keeps minWidth without shrink', async () => {
  const screen = await render(
    <div style={{ width: '8rem' }}>
      <Tiles as="ul" aria-label="shrink" minWidth="12rem">
        <li>a</li>
      </Tiles>
      <Tiles as="ul" aria-label="keep" minWidth="12rem" shrink={false}>
        <li>a</li>
      </Tiles>
    </div>,
  );
  const columns = (name: string) =>
    getComputedStyle(screen.getByRole('list', { name }).element()).gridTemplateColumns;
  expect(columns('shrink')).toBe('128px');
  expect(columns('keep')).toBe('192px');
});

test('tiles({ minWidth }) is as many columns as fit, never wider than the row unless told', () => {
  expect(tiles({ minWidth: '15rem' })[2]).toEqual({
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  });
  expect(tiles({ minWidth: '9.5rem', repeat: 'auto-fill', space: 'lg' }).slice(2)).toEqual([
    { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))' },
    { gap: vars.space.lg },
  ]);
  expect(tiles({ minWidth: '13rem', shrink: false })[2]).toEqual({
    gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  });
});
