import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
// The theme's custom properties, which the space tokens resolve to.
import '../theme/themes.css.js';
import { below, breakpoints } from '../theme/breakpoints.js';
import { Column, Columns } from './Columns.js';
import { columns, reversedRowStyle, stackedRowStyle } from './columns.js';

const widthOf = (element: Element) => element.getBoundingClientRect().width;

test('shares of the row split what the gap leaves, as fr units do', async () => {
  const screen = await render(
    <div>
      <Columns space="xl" data-testid="columns">
        <Column width="1/3" data-testid="narrow">
          <p>A long text that would rather be wider than a third of the row it stands in.</p>
        </Column>
        <Column width="2/3" data-testid="wide">
          B
        </Column>
      </Columns>
    </div>,
  );
  const row = widthOf(screen.getByTestId('columns').element());
  expect(widthOf(screen.getByTestId('narrow').element())).toBeCloseTo((row - 40) / 3, 0);
  expect(widthOf(screen.getByTestId('wide').element())).toBeCloseTo(((row - 40) * 2) / 3, 0);
});

test('collapsed below a breakpoint, columns stack full width at their content height', async () => {
  const screen = await render(
    <Columns space="md" collapseBelow="xl" alignY="center" data-testid="columns">
      <Column data-testid="short">Short</Column>
      <Column data-testid="tall">
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Column>
    </Columns>,
  );
  const row = screen.getByTestId('columns').element().getBoundingClientRect();
  const short = screen.getByTestId('short').element().getBoundingClientRect();
  const tall = screen.getByTestId('tall').element().getBoundingClientRect();
  if (window.innerWidth < breakpoints.xl) {
    expect(short.width).toBeCloseTo(row.width, 0);
    expect(tall.top - short.bottom).toBeCloseTo(16, 0);
    // Each column keeps its own height: a fill share must not split the stack's height.
    expect(short.height).toBeLessThan(tall.height / 2);
  } else {
    expect(tall.top).toBe(short.top);
  }
});

test('`reverse` shows the columns right to left; collapsed, they stack in source order', async () => {
  const screen = await render(
    <>
      <Columns space="md" reverse>
        <Column data-testid="content">Content</Column>
        <Column width="1/3" data-testid="sidebar">
          Sidebar
        </Column>
      </Columns>
      <Columns space="md" reverse collapseBelow="xl">
        <Column data-testid="first">First</Column>
        <Column data-testid="second">Second</Column>
      </Columns>
    </>,
  );
  const content = screen.getByTestId('content').element().getBoundingClientRect();
  const sidebar = screen.getByTestId('sidebar').element().getBoundingClientRect();
  expect(sidebar.right).toBeLessThanOrEqual(content.left);
  expect(content.top).toBe(sidebar.top);
  const first = screen.getByTestId('first').element().getBoundingClientRect();
  const second = screen.getByTestId('second').element().getBoundingClientRect();
  if (window.innerWidth < breakpoints.xl) expect(second.top).toBeGreaterThan(first.top);
  else expect(second.right).toBeLessThanOrEqual(first.left);
});

test('a reversed row the columns do not fill still starts at the left', async () => {
  const screen = await render(
    <Columns space="md" reverse data-testid="row">
      <Column width="1/3" data-testid="only">
        Only
      </Column>
    </Columns>,
  );
  const row = screen.getByTestId('row').element().getBoundingClientRect();
  const only = screen.getByTestId('only').element().getBoundingClientRect();
  expect(only.left).toBeCloseTo(row.left, 0);
});

test('columns() reverses the row, and its collapse, composed after, wins below the breakpoint', () => {
  const rules = columns({ reverse: true, collapseBelow: 'sm' });
  const reversedAt = rules.indexOf(reversedRowStyle);
  const stackedAt = rules.findIndex(
    (rule) =>
      JSON.stringify(rule) === JSON.stringify({ '@media': { [below('sm')]: stackedRowStyle } }),
  );
  expect(reversedAt).toBeGreaterThan(-1);
  expect(stackedAt).toBeGreaterThan(reversedAt);
  expect(columns({ collapseBelow: 'sm' })).not.toContain(reversedRowStyle);
});
