import { grid, text } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style(
  grid({ columns: { base: ['1fr', '1fr'], belowSm: ['1fr'] }, space: 'md', alignY: 'start' }),
);

export const wide = style({ gridColumn: '1 / -1' });

export const confirmation = style([
  { margin: 0 },
  text({ tone: 'positive', weight: 'semibold' }),
  { selectors: { '&:empty': { display: 'none' } } },
]);
