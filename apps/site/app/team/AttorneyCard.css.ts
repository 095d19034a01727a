import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { linkedCard } from '../home/stretchedLink.css';

export const card = style([
  linkedCard,
  {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    background: vars.color.surfaceRaised,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.raised,
    overflow: 'hidden',
  },
]);

export const portrait = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // Head and shoulders: a square crop from the top keeps the cards short in every slider.
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  objectPosition: 'center top',
  background: vars.color.surfaceMuted,
});

export const body = style({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  textAlign: 'center',
  borderTop: `3px solid ${vars.color.accent}`,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const role = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
