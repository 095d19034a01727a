import { text } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const confirmation = style([
  { margin: 0 },
  text({ tone: 'positive', weight: 'semibold' }),
  { selectors: { '&:empty': { display: 'none' } } },
]);
