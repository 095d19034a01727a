import { square, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { card } from '../styles/looks.css';
import { cardGrid } from './cardGrid.css';

export const list = style([cardGrid.badges, { textAlign: 'center' }]);

export const award = style([
  card,
  { height: '100%', padding: `${vars.space.lg} ${vars.space.sm}` },
]);

export const badge = style(square({ size: '6rem' }));
