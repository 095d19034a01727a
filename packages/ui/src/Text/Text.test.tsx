import { createRef } from 'react';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
// The theme's custom properties, which the type tokens resolve to.
import '../theme/themes.css.js';
import { sprinkles } from '../theme/sprinkles.css.js';
import { Text } from './Text.js';

test('renders the element asked for, a span by default, with its attributes and class', async () => {
  const screen = await render(
    <div>
      <Text id="plain" uppercase={false}>
        Plain
      </Text>
      <Text as="h2" className="extra" size="xl">
        Practice areas
      </Text>
    </div>,
  );
  const plain = screen.getByText('Plain').element();
  expect(plain.tagName).toBe('SPAN');
  expect(plain.id).toBe('plain');
  // An option set to false writes nothing.
  expect(plain.hasAttribute('data-uppercase')).toBe(false);
  const heading = screen.getByRole('heading', { level: 2, name: 'Practice areas' }).element();
  expect(heading.classList.contains('extra')).toBe(true);
  // The look is written as data attributes the kit's styles select on.
  expect(heading.getAttribute('data-size')).toBe('xl');
});

test('sets the options given, on the theme’s scales, and no margin', async () => {
  const screen = await render(
    <Text as="p" size="sm" weight="bold" font="heading" tracking="wider">
      Retainer
    </Text>,
  );
  const style = getComputedStyle(screen.getByText('Retainer').element());
  expect(style.fontSize).toBe('15px');
  expect(style.fontWeight).toBe('700');
  expect(style.fontFamily).toContain('Playfair Display');
  expect(Number.parseFloat(style.letterSpacing)).toBeCloseTo(0.06 * 15);
  expect(style.marginTop).toBe('0px');
  expect(style.marginBottom).toBe('0px');
});

test('a margin from the caller’s class wins over its own none, whatever the CSS order', async () => {
  // Before the kit's own styles in the document, as an app's stylesheet may well be.
  const earlier = document.createElement('style');
  earlier.textContent = '.spaced { margin-bottom: 24px }';
  document.head.prepend(earlier);
  const screen = await render(
    <Text as="h3" className="spaced">
      Fees
    </Text>,
  );
  const { marginTop, marginBottom } = getComputedStyle(
    screen.getByRole('heading', { name: 'Fees' }).element(),
  );
  earlier.remove();
  expect([marginTop, marginBottom]).toEqual(['0px', '24px']);
});

test('inherits what it is not given', async () => {
  const screen = await render(
    <p style={{ fontSize: '30px', color: 'rgb(1, 2, 3)', fontWeight: 300 }}>
      <Text tone="muted">Muted</Text> <Text size="xs">Small</Text>
    </p>,
  );
  const muted = getComputedStyle(screen.getByText('Muted').element());
  const small = getComputedStyle(screen.getByText('Small').element());
  expect(muted.fontSize).toBe('30px');
  expect(muted.color).not.toBe('rgb(1, 2, 3)');
  expect(small.color).toBe('rgb(1, 2, 3)');
  expect(small.fontSize).toBe('13px');
  expect(small.fontWeight).toBe('300');
});

test('passes a ref on, and an option given beats a class of the caller’s', async () => {
  const ref = createRef<HTMLElement>();
  const screen = await render(
    <div>
      <Text
        as="time"
        ref={ref}
        dateTime="2026-11-28"
        tone="critical"
        className={sprinkles({ color: 'accent', paddingTop: 'md' })}
      >
        28 November
      </Text>
      <Text tone="critical">Critical</Text>
    </div>,
  );
  const time = screen.getByText('28 November').element();
  expect(ref.current).toBe(time);
  expect(time.getAttribute('datetime')).toBe('2026-11-28');
  const style = getComputedStyle(time);
  // The caller's class applies (its padding) but not its colour, which the option sets.
  expect(style.paddingTop).toBe('16px');
  expect(style.color).toBe(getComputedStyle(screen.getByText('Critical').element()).color);
});
