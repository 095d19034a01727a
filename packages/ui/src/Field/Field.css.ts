import { style } from '@vanilla-extract/css';
import { surface } from '../theme/surface.js';
import { vars } from '../theme/vars.css.js';
import { fieldColumnRule } from './fieldColumn.js';

/** Outer wrapper of a labelled field: label, control, description, error, stacked. */
export const field = style(fieldColumnRule('xxs'));

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** The kit's error style; the element also carries the plain class `errorMessage`. */
export const errorMessage = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.danger,
});

/** Text inputs, text areas and native selects share one look. */
export const control = style([
  { width: '100%', boxSizing: 'border-box', minHeight: '2.75rem' },
  { padding: `${vars.space.xs} ${vars.space.sm}` },
  surface({ tone: 'raised', border: 'border', radius: 'sm' }),
  { color: vars.color.text, font: 'inherit', fontSize: vars.fontSize.md, lineHeight: 1.4 },
  {
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-focus-visible], &:not([data-rac]):focus-visible, &[data-focused]': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '1px',
      },
      '&[data-invalid], &[aria-invalid="true"]': {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
      },
      '&[data-disabled], &:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
]);

export const textArea = style({
  minHeight: '8rem',
  resize: 'vertical',
});
