import { text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const titleLink = style([
  text({ tone: 'neutral', underline: 'hover' }),
  { ':hover': { color: vars.color.accentStrong } },
]);

export const excerpt = style({ margin: 0, maxWidth: '70ch' });
