import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const heading = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
});

export const tabText = style({ margin: 0 });
