import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered], &:not([data-rac]):hover': {
      borderColor: vars.color.accentStrong,
      color: vars.color.accentStrong,
    },
    '&[aria-current="page"]': {
      background: vars.color.surfaceInverse,
      borderColor: vars.color.surfaceInverse,
      color: vars.color.textInverse,
    },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const arrow = style({
  width: '1rem',
  height: '1rem',
});
