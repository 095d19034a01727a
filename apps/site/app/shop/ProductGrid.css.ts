import { sprinkles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const grid = style([
  sprinkles({
    display: 'grid',
    columns: { base: 4, belowMd: 3, belowSm: 2 },
    gap: { base: 'lg', belowSm: 'sm' },
  }),
  { listStyle: 'none', margin: 0, padding: 0 },
]);

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xl,
});
