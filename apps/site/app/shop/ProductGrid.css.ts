import { tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const grid = style(
  tiles({
    columns: { base: 4, belowMd: 3, belowSm: 2 },
    space: { base: 'lg', belowSm: 'sm' },
    list: true,
  }),
);

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xl,
});
