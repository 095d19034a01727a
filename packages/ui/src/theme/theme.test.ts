import { afterEach, describe, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { atLeast, below, breakpoints, sprinklesConditions } from './breakpoints.js';
import { sprinkles } from './sprinkles.css.js';
import './themes.css.js';
import { colorSchemeAttribute } from './colorScheme.js';
import { harbourTokens, lawFirmDarkTokens, lawFirmTokens, type ThemeTokens } from './tokens.js';
import { visuallyHidden } from './utilities.css.js';
import { vars } from './vars.css.js';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

type Colour = keyof ThemeTokens['color'];

/** Text pairs the kit draws (4.5:1) and non-text pairs (3:1: borders, focus, stars, bars). */
const textPairs: [Colour, Colour][] = [
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['textMuted', 'surfaceRaised'],
  ['textInverse', 'surfaceInverse'],
  ['onAccent', 'accent'],
  ['surface', 'accentStrong'],
  ['surfaceRaised', 'accentStrong'],
  ['accentStrong', 'surface'],
  ['accentStrong', 'surfaceRaised'],
  ['surfaceInverse', 'textInverse'],
  ['danger', 'surface'],
  ['danger', 'surfaceRaised'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['info', 'surface'],
];
const graphicPairs: [Colour, Colour][] = [
  ['border', 'surface'],
  ['border', 'surfaceMuted'],
  ['border', 'surfaceRaised'],
  ['focus', 'surface'],
  ['focus', 'surfaceMuted'],
  ['accentStrong', 'surfaceMuted'],
];

/** The dark ink the content's line artwork and partner logos are drawn in. */
const artworkInk = '#0f1f3a';

describe.each([
  ['law firm', lawFirmTokens],
  ['harbour', harbourTokens],
  ['law firm dark', lawFirmDarkTokens],
])('%s theme contrast', (_, tokens) => {
  test.each(textPairs)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(4.5);
  });
  test.each(graphicPairs)('%s against %s is at least 3:1', (fg, bg) => {
    expect(contrast(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(3);
  });
  test('line artwork stays legible on its plate', () => {
    expect(contrast(artworkInk, tokens.color.surfaceArtwork)).toBeGreaterThanOrEqual(3);
  });
});

test('breakpoint queries use the spec’s widths', () => {
  expect(Object.values(breakpoints)).toEqual([575, 767, 1100, 1200, 1500]);
  expect(below('md')).toBe('screen and (max-width: 1099.98px)');
  expect(atLeast('xs')).toBe('screen and (min-width: 575px)');
});

test('sprinkles conditions run widest first and produce classes per condition', () => {
  expect(sprinklesConditions).toEqual([
    'base',
    'belowXl',
    'belowLg',
    'belowMd',
    'belowSm',
    'belowXs',
  ]);
  const classes = sprinkles({ display: 'grid', columns: { base: 4, belowMd: 2, belowXs: 1 } });
  expect(classes.split(' ')).toHaveLength(4);
});

test('sprinkles columns collapse below the breakpoint in a real layout', () => {
  const grid = document.createElement('div');
  grid.className = sprinkles({ display: 'grid', columns: { base: 4, belowXs: 1 }, gap: 'md' });
  document.body.append(grid);
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
  const narrow = window.innerWidth < breakpoints.xs;
  expect(columns).toBe(narrow ? 1 : 4);
  grid.remove();
});

test('visuallyHidden takes no room and keeps its text for assistive technology', () => {
  const row = document.createElement('p');
  row.innerHTML = `Cart, <span class="${visuallyHidden}">3 items in it</span>done`;
  document.body.append(row);
  const hidden = row.querySelector('span');
  if (!hidden) throw new Error('the hidden span is missing');
  const { width, height } = hidden.getBoundingClientRect();
  expect([width, height]).toEqual([1, 1]);
  // Clipped, not removed: `display: none` or `visibility: hidden` would hide it from screen readers.
  expect(getComputedStyle(hidden).position).toBe('absolute');
  expect(getComputedStyle(hidden).display).not.toBe('none');
  expect(getComputedStyle(hidden).visibility).toBe('visible');
  row.remove();
});

describe('the document’s scheme', () => {
  const root = document.documentElement;
  const systemScheme = (value: 'light' | 'dark') =>
    cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-color-scheme', value }],
    });
  const drawn = () => ({
    scheme: getComputedStyle(root).colorScheme,
    page: getComputedStyle(root).getPropertyValue(
      // The custom property behind the page colour: `var(--name)` → `--name`.
      vars.color.surface.replace(/^var\((--[^)]+)\)$/, '$1'),
    ),
  });
  const light = { scheme: 'light', page: lawFirmTokens.color.surface };
  const dark = { scheme: 'dark', page: lawFirmDarkTokens.color.surface };

  afterEach(async () => {
    root.removeAttribute(colorSchemeAttribute);
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  test('follows the system’s setting', async () => {
    await systemScheme('light');
    expect(drawn()).toEqual(light);
    await systemScheme('dark');
    expect(drawn()).toEqual(dark);
  });

  test('a chosen scheme on <html> wins over the system’s', async () => {
    await systemScheme('dark');
    root.setAttribute(colorSchemeAttribute, 'light');
    expect(drawn()).toEqual(light);
    await systemScheme('light');
    root.setAttribute(colorSchemeAttribute, 'dark');
    expect(drawn()).toEqual(dark);
  });
});
