import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xl,
});

export const wide = style({
  gridColumn: '1 / -1',
});

export const submitRow = style([
  wide,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
  },
]);

export const confirmation = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: 600,
  selectors: {
    '&:empty': { display: 'none' },
  },
});
