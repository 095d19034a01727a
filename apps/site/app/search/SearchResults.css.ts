import { text } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { quietLink } from '../styles/looks.css';

export const title = style([quietLink, text({ weight: 'semibold' })]);

export const seeAll = style([
  text({ tone: 'accent', weight: 'semibold' }),
  { textUnderlineOffset: '0.2em' },
]);
