import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
});

/** A play disc over video posts' pictures: the video-style thumbnail of `format-video`. */
export const play = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '4.5rem',
  height: '4.5rem',
  color: vars.color.onAccent,
  filter: 'drop-shadow(0 4px 12px rgb(15 31 58 / 0.35))',
});

export const playDisc = style({ fill: vars.color.accent });
