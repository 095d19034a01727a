import { text } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const reload = style([
  { padding: 0, border: 0, background: 'none', font: 'inherit' },
  text({ tone: 'accent', weight: 'semibold', underline: 'always' }),
  { cursor: 'pointer' },
]);
