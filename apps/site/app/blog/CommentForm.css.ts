import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const wide = style({ gridColumn: '1 / -1' });

export const note = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const actions = style({ gridColumn: '1 / -1', justifySelf: 'start' });
