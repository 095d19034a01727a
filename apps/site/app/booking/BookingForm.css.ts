import { text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { bareFieldset } from '../styles/looks.css';

/** The date and time span the form's two columns, under one legend. */
export const fieldset = style([bareFieldset, { gridColumn: '1 / -1' }]);

export const legend = style([
  { marginBottom: vars.space.xs, padding: 0 },
  text({ size: 'sm', weight: 'semibold' }),
]);

export const date = style({ maxWidth: '20rem' });
