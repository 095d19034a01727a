import { image as imageLook, square, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const frame = style([
  surface({ radius: 'md' }),
  { position: 'relative', display: 'block', overflow: 'hidden' },
]);

export const image = style(imageLook());

/** A play disc over video posts' pictures: the video-style thumbnail of `format-video`. */
export const play = style([
  square({ size: '4.5rem' }),
  text({ tone: 'onAccent' }),
  {
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    filter: 'drop-shadow(0 4px 12px rgb(15 31 58 / 0.35))',
  },
]);

export const playDisc = style({ fill: vars.color.accent });
