import { inline, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style([
  ...tiles({ columns: { base: 2, belowSm: 1 }, space: 'md' }),
  { alignItems: 'start' },
]);

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xl,
});

export const wide = style({
  gridColumn: '1 / -1',
});

export const submitRow = style([wide, ...inline({ space: 'md', alignY: 'center' })]);

export const confirmation = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: 600,
  selectors: {
    '&:empty': { display: 'none' },
  },
});
