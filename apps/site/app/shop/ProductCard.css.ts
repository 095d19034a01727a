import { surface, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { card as cardLook } from '../styles/looks.css';

export const card = style([
  { height: '100%', minWidth: 0, overflow: 'hidden' },
  cardLook,
  surface({ border: 'surfaceMuted' }),
]);

export const media = style({ position: 'relative' });

export const iconActions = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
});

export const body = style({ flexGrow: 1, padding: vars.space.md });

export const addButton = style({ marginTop: 'auto', width: '100%' });
