import { below, stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style(stack({ space: 'md', list: true }));

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  '@media': {
    [below('xs')]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

export const details = style([...stack({ space: 'xxs' }), { minWidth: 0 }]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': {
    [below('xs')]: { gridColumn: '1 / -1', justifyContent: 'flex-end' },
  },
});
