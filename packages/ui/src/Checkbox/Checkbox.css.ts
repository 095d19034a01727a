import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.surfaceRaised,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-selected] &`]: {
      background: vars.color.accentStrong,
      borderColor: vars.color.accentStrong,
    },
    [`${button}[data-hovered] &`]: { borderColor: vars.color.accentStrong },
    [`${button}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const check = style({
  width: '0.875rem',
  height: '0.875rem',
});
