import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': {
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The poster with the round play button centred on it. */
export const poster = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
});

export const posterImage = style({
  gridArea: '1 / 1',
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const play = style({
  gridArea: '1 / 1',
});
