import { below, grid, surface } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const item = style([
  ...grid({
    columns: { base: ['auto', '1fr', 'auto'], belowXs: ['auto', '1fr'] },
    space: 'md',
    alignY: 'center',
  }),
  surface({ padding: 'md', border: 'surfaceMuted', radius: 'md' }),
]);

export const details = style({ minWidth: 0 });

export const actions = style({
  '@media': { [below('xs')]: { gridColumn: '1 / -1', justifyContent: 'flex-end' } },
});
