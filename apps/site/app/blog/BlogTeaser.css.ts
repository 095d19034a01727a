import { image as imageLook, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { card as cardLook } from '../styles/looks.css';
import { accentLink } from './shared.css';

export const card = style([
  cardLook,
  text({ tone: 'neutral' }),
  { height: '100%', overflow: 'hidden' },
]);

export const image = style(imageLook({ crop: '3 / 2' }));

export const body = style({ flex: 1, padding: vars.space.lg });

export const readMore = style([accentLink, { marginTop: 'auto' }]);
