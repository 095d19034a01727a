import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
// The theme's custom properties, which the space tokens resolve to.
import '../theme/themes.css.js';
import { Container } from './Container.js';

test('caps the width, centres it and adds gutters unless told not to', async () => {
  const screen = await render(
    <div>
      <Container width="text" data-testid="padded">
        A
      </Container>
      <Container width="page" gutter={false} as="section" aria-label="Wide">
        B
      </Container>
    </div>,
  );
  const padded = getComputedStyle(screen.getByTestId('padded').element());
  expect(padded.maxWidth).toBe('640px');
  expect(Number.parseFloat(padded.paddingLeft)).toBeGreaterThanOrEqual(16);
  const wide = screen.getByRole('region', { name: 'Wide' }).element();
  expect(getComputedStyle(wide).maxWidth).toBe('1200px');
  expect(getComputedStyle(wide).paddingLeft).toBe('0px');
});
