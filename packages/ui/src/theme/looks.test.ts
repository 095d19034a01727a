import { expect, test } from 'vitest';
import { below } from './breakpoints.js';
import { grid } from './grid.js';
import { image } from './image.js';
import { square } from './square.js';
import { surface } from './surface.js';
import { text, textTones } from './text.js';
import { vars } from './vars.css.js';

test('text() sets only what it is asked for, on the theme’s scales', () => {
  expect(text()).toEqual({});
  expect(
    text({ size: 'sm', tone: 'accent', weight: 'semibold', uppercase: true, tracking: 'wider' }),
  ).toEqual({
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    color: vars.color.accentStrong,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  });
  expect(text({ font: 'heading', leading: 1.2, breakWords: true })).toEqual({
    fontFamily: vars.font.heading,
    lineHeight: 1.2,
    overflowWrap: 'anywhere',
  });
  expect(text({ underline: 'hover' })).toEqual({
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  });
  expect(text({ underline: 'never' })).toEqual({ textDecoration: 'none' });
  expect(new Set(textTones.map((tone) => text({ tone }).color)).size).toBe(textTones.length);
});

test('surface() paints, pads, rounds, borders and stripes on the theme’s tokens', () => {
  expect(surface()).toEqual({});
  expect(
    surface({
      tone: 'muted',
      padding: 'lg',
      radius: 'md',
      border: 'surfaceMuted',
      shadow: 'raised',
      stripe: { side: 'top', width: 3 },
    }),
  ).toEqual({
    padding: vars.space.lg,
    background: vars.color.surfaceMuted,
    border: `1px solid ${vars.color.surfaceMuted}`,
    borderTop: `3px solid ${vars.color.accent}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.raised,
  });
  // The stripe comes after the hairline, so it wins on its side.
  const keys = Object.keys(surface({ border: 'border', stripe: { side: 'left', width: 4 } }));
  expect(keys).toEqual(['border', 'borderLeft']);
  expect(surface({ padding: { base: 'lg', belowSm: 'md' } })).toEqual({
    padding: vars.space.lg,
    '@media': { [below('sm')]: { padding: vars.space.md } },
  });
});

test('image() is a block that scales with its box, cropped when asked', () => {
  expect(image()).toEqual({ display: 'block', width: '100%', height: 'auto' });
  expect(image({ width: '7.5rem', radius: 'md', crop: '3 / 2', cropFocus: 'center top' })).toEqual({
    display: 'block',
    width: '7.5rem',
    height: 'auto',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    objectPosition: 'center top',
    borderRadius: vars.radius.md,
  });
});

test('square() is as wide as it is tall, round and centred when asked', () => {
  expect(square({ size: '1.25rem' })).toEqual({ width: '1.25rem', height: '1.25rem' });
  expect(square({ size: '2.75rem', round: true, centre: 'inline' })).toEqual({
    display: 'inline-grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: '50%',
  });
});

test('grid() lets shares shrink below their content and changes columns per breakpoint', () => {
  const [list, box, columns, space] = grid({
    columns: { base: ['7.5rem', '1fr'], belowXs: ['1fr'] },
    space: 'lg',
    alignY: 'start',
  });
  expect(list).toEqual({});
  expect(box).toEqual({ display: 'grid', alignItems: 'start' });
  expect(columns).toEqual({
    gridTemplateColumns: '7.5rem minmax(0, 1fr)',
    '@media': { [below('xs')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  });
  expect(space).toEqual({ gap: vars.space.lg });
  // No space asked for, no gap set: the box keeps the gap it had.
  expect(grid({ columns: ['auto', 'max-content', '2fr'] }).slice(2)).toEqual([
    { gridTemplateColumns: 'auto max-content minmax(0, 2fr)' },
    {},
  ]);
});
