import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  width: 'fit-content',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: {
    // `:focus-within` too: a page may show the prerendered stepper, focused, before it hydrates.
    '&[data-focus-within], &:focus-within': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  minHeight: '2.75rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const icon = style({
  width: '0.875rem',
  height: '0.875rem',
});

export const input = style({
  width: '3.5rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xxs}`,
  border: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
  borderRight: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  outline: 'none',
});
