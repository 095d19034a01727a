import { style } from '@vanilla-extract/css';
import { text } from '../theme/text.js';
import { vars } from '../theme/vars.css.js';

export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const heading = style([
  { margin: 0 },
  text({ font: 'body', size: 'md', weight: 'semibold' }),
]);

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentStrong },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const panel = style({
  selectors: {
    [`${item}[data-expanded] &`]: {
      padding: `0 ${vars.space.md} ${vars.space.md}`,
    },
  },
});
