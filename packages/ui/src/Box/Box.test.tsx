import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
// The theme's custom properties, which the space tokens resolve to.
import '../theme/themes.css.js';
import { breakpoints } from '../theme/breakpoints.js';
import { Box } from './Box.js';

test('renders the element asked for, with its attributes and the caller’s class', async () => {
  const screen = await render(
    <Box as="section" aria-label="Fees" id="fees" className="extra" display="grid">
      Text
    </Box>,
  );
  const region = screen.getByRole('region', { name: 'Fees' }).element();
  expect(region.tagName).toBe('SECTION');
  expect(region.id).toBe('fees');
  expect(region.classList.contains('extra')).toBe(true);
  expect(getComputedStyle(region).display).toBe('grid');
  // Atoms become classes, never attributes on the element.
  expect(region.hasAttribute('display')).toBe(false);
});

test('a list keeps its semantics and loses its bullets and indent', async () => {
  const screen = await render(
    <Box as="ol" aria-label="Steps">
      <li>One</li>
      <li>Two</li>
    </Box>,
  );
  const list = screen.getByRole('list', { name: 'Steps' }).element();
  expect(screen.getByRole('listitem').all()).toHaveLength(2);
  expect(getComputedStyle(list).listStyleType).toBe('none');
  expect(getComputedStyle(list).paddingLeft).toBe('0px');
  expect(getComputedStyle(list).marginTop).toBe('0px');
});

test('a responsive value applies the one for the current width', async () => {
  const screen = await render(
    <Box data-testid="row" display="flex" gap={{ base: 'xl', belowMd: 'xs' }}>
      <span>a</span>
    </Box>,
  );
  const gap = getComputedStyle(screen.getByTestId('row').element()).columnGap;
  expect(gap).toBe(window.innerWidth < breakpoints.md ? '8px' : '40px');
});
