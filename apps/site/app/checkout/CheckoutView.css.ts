import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
