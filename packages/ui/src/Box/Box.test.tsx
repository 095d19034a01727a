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

test("a paragraph or figure drops the browser's margins; a margin prop still sets one", async () => {
  const screen = await render(
    <>
      <Box as="p" data-testid="paragraph">
        Text
      </Box>
      <Box as="figure" data-testid="figure" marginTop="lg">
        Picture
      </Box>
    </>,
  );
  const paragraph = getComputedStyle(screen.getByTestId('paragraph').element());
  expect([paragraph.marginTop, paragraph.marginBottom]).toEqual(['0px', '0px']);
  const figure = getComputedStyle(screen.getByTestId('figure').element());
  expect([figure.marginLeft, figure.marginBottom]).toEqual(['0px', '0px']);
  expect(figure.marginTop).toBe('24px');
});

test('its reset has no specificity: a margin from the caller’s class wins whatever the CSS order', async () => {
  // Before the kit's own styles in the document, as an app's stylesheet may well be.
  const earlier = document.createElement('style');
  earlier.textContent = '.spaced-box { margin-bottom: 24px }';
  document.head.prepend(earlier);
  const screen = await render(
    <Box as="p" className="spaced-box" data-testid="spaced">
      Text
    </Box>,
  );
  const { marginBottom } = getComputedStyle(screen.getByTestId('spaced').element());
  earlier.remove();
  expect(marginBottom).toBe('24px');
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

test('spacing and text alignment are space tokens, written as attributes', async () => {
  const screen = await render(
    <Box data-testid="card" padding="lg" paddingX="xs" marginTop="xl" textAlign="center">
      Text
    </Box>,
  );
  const card = screen.getByTestId('card').element();
  const style = getComputedStyle(card);
  expect([style.paddingTop, style.paddingBottom]).toEqual(['24px', '24px']);
  // The one-side option beats `padding` on its sides.
  expect([style.paddingLeft, style.paddingRight]).toEqual(['8px', '8px']);
  expect(style.marginTop).toBe('40px');
  expect(style.textAlign).toBe('center');
  expect(card.getAttribute('data-padding')).toBe('lg');
  expect(card.hasAttribute('padding')).toBe(false);
});

test('a spacing option beats the caller’s class; one not given leaves the element alone', async () => {
  const screen = await render(
    <>
      <style>{'.roomy { margin-bottom: 99px; padding: 99px }'}</style>
      <Box data-testid="given" className="roomy" marginBottom="sm" marginTop={undefined} />
      <Box data-testid="plain" />
    </>,
  );
  const given = screen.getByTestId('given').element();
  expect(getComputedStyle(given).marginBottom).toBe('12px');
  expect(getComputedStyle(given).paddingTop).toBe('99px');
  expect(given.hasAttribute('data-margin-top')).toBe(false);
  // Only the class every box has: no attribute for the options not given.
  const plain = screen.getByTestId('plain').element();
  expect(plain.getAttributeNames()).toEqual(['data-testid', 'class']);
  expect(plain.classList).toHaveLength(1);
});

test('`marginTop="auto"` pushes a box to the end of a flex column', async () => {
  const screen = await render(
    <Box display="flex" flexDirection="column" data-testid="column" className="tall">
      <style>{'.tall { height: 300px }'}</style>
      <span>Title</span>
      <Box data-testid="end" marginTop="auto">
        Read more
      </Box>
    </Box>,
  );
  const column = screen.getByTestId('column').element().getBoundingClientRect();
  const end = screen.getByTestId('end').element().getBoundingClientRect();
  expect(Math.round(end.bottom)).toBe(Math.round(column.bottom));
});
