import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

export const display = style([
  { display: 'inline-flex', alignItems: 'center', gap: '0.125rem' },
  { verticalAlign: 'middle' },
]);

/** One star; filled stars use `accentStrong` so they read at 3:1 against the surface. */
export const star = style({
  width: '1.125em',
  height: '1.125em',
  flexShrink: 0,
  fill: 'transparent',
  stroke: vars.color.border,
  strokeWidth: 1.5,
  selectors: {
    '&[data-filled]': { fill: vars.color.accentStrong, stroke: vars.color.accentStrong },
  },
});

export const stars = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
});

export const option = style({});

export const radio = style({
  display: 'inline-flex',
  padding: '0.125rem',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** Hover preview: the hovered star and every star before it look filled. */
export const previewStar = style({
  selectors: {
    [`${radio}[data-hovered] &, ${option}:has(~ ${option} ${radio}[data-hovered]) &`]: {
      fill: vars.color.accent,
      stroke: vars.color.accentStrong,
    },
  },
});
