import { square, stack, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { card } from '../styles/looks.css';

export const list = style({
  display: 'grid',
  // Two per row even on phones: the badges are small and the titles short.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textAlign: 'center',
});

export const award = style([
  ...stack({ space: 'xs', align: 'center' }),
  card,
  { height: '100%', padding: `${vars.space.lg} ${vars.space.sm}` },
]);

export const badge = style(square({ size: '6rem' }));

export const title = style([{ margin: 0 }, text({ size: 'lg' })]);

export const issuer = style([{ margin: 0 }, text({ size: 'sm', tone: 'muted' })]);
