import { text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { bareFieldset } from '../styles/looks.css';

export const fieldset = style(bareFieldset);

export const legend = style([
  { marginBottom: vars.space.xs, padding: 0 },
  text({ size: 'sm', weight: 'semibold' }),
]);

export const date = style({ maxWidth: '20rem' });
