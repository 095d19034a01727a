import { expect, onTestFinished, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
// The theme's custom properties, which the space tokens resolve to.
import '../theme/themes.css.js';
import { Inline } from './Inline.js';
import { inline } from './inline.js';

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

test('an inline-level row that keeps one line sits in the text and never wraps', async () => {
  // React reports markup a browser would not parse as written (a `div` in a `p`) on the console.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => consoleError.mockRestore());
  const screen = await render(
    <p style={{ width: '6rem' }}>
      Call{' '}
      <Inline level="inline" wrap={false} space="xs" alignY="center" data-testid="row">
        <span>Phone</span>
        <span>+1 555 0100 0000</span>
      </Inline>
    </p>,
  );
  const reported = consoleError.mock.calls.map((call) => String(call[0]));
  const row = screen.getByTestId('row').element();
  // Phrasing content, so the paragraph keeps it.
  expect(row.tagName).toBe('SPAN');
  expect(reported).toEqual([]);
  const style = getComputedStyle(row);
  expect(style.display).toBe('inline-flex');
  expect(style.flexWrap).toBe('nowrap');
  expect(style.columnGap).toBe('8px');
});

test('inline() takes the same options as a style rule', () => {
  const [, row] = inline({ level: 'inline', wrap: false, alignY: 'center' });
  expect(row).toEqual({ display: 'inline-flex', flexWrap: 'nowrap', alignItems: 'center' });
  const [, byDefault] = inline();
  expect(byDefault).toEqual({ display: 'flex', flexWrap: 'wrap' });
});
