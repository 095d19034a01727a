import { square, surface, text } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { eyebrow } from '../styles/looks.css';

export const iconWrap = style([
  square({ size: '3rem', centre: 'inline' }),
  surface({ tone: 'inverse', radius: 'pill' }),
  text({ tone: 'accentOnInverse' }),
]);

export const icon = style(square({ size: '1.375rem' }));

export const label = style([eyebrow, text({ font: 'body', weight: 'bold', tracking: 'wide' })]);
