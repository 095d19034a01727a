import { style } from '@vanilla-extract/css';
import { fieldColumnRule } from '../Field/fieldColumn.js';
import { surface } from '../theme/surface.js';
import { vars } from '../theme/vars.css.js';

export const group = style(fieldColumnRule('xs'));

export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: vars.space.xs,
});

/** One start time, a chip; the native radio inside is visually hidden by react-aria. */
export const slot = style([
  { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '2.75rem' },
  { padding: `${vars.space.xxs} ${vars.space.xs}` },
  surface({ tone: 'raised', border: 'border', radius: 'sm' }),
  { fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', cursor: 'pointer' },
  {
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.accentStrong },
      '&[data-selected]': {
        background: vars.color.surfaceInverse,
        borderColor: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        fontWeight: 600,
      },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': {
        color: vars.color.textMuted,
        textDecoration: 'line-through',
        cursor: 'not-allowed',
      },
    },
  },
]);
