import { image, surface, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { card as cardLook, linkedCard, stretchedLink } from '../styles/looks.css';

export const card = style([linkedCard, cardLook, { overflow: 'hidden' }]);

export const portrait = style([
  // Head and shoulders: a square crop from the top keeps the cards short in every slider.
  image({ crop: '1 / 1', cropFocus: 'center top' }),
  surface({ tone: 'muted' }),
]);

export const body = style([
  surface({ stripe: { side: 'top', width: 3 } }),
  { padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`, textAlign: 'center' },
]);

export const titleLink = style(stretchedLink);
