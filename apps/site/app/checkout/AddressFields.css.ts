import { text, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { bareFieldset } from '../styles/looks.css';

export const fieldset = style([
  ...tiles({ minWidth: '13rem', shrink: false, space: 'md' }),
  bareFieldset,
]);

export const legend = style([
  { gridColumn: '1 / -1', marginBottom: vars.space.sm, padding: 0 },
  text({ weight: 'bold', size: 'lg' }),
]);

export const wide = style({ gridColumn: '1 / -1' });
