import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textAlign: 'center',
  '@media': {
    [below('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const item = style({
  paddingBlock: vars.space.md,
  borderBottom: `2px solid ${vars.color.accent}`,
});
