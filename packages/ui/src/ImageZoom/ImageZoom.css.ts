import { createVar, keyframes, style } from '@vanilla-extract/css';
import { overlayRule } from '../Modal/overlayRule.js';
import { vars } from '../theme/vars.css.js';

/** Length of the zoom in/out animation, set inline from the component's constant. */
export const duration = createVar();

const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.85)' },
  to: { opacity: 1, transform: 'none' },
});
const zoomOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'scale(0.85)' },
});
const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const root = style({
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
  lineHeight: 0,
});

export const image = style({ display: 'block', maxWidth: '100%', height: 'auto' });

export const expand = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  padding: vars.space.xs,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: {
    [`${expand}[data-hovered] &`]: { background: vars.color.accent, color: vars.color.onAccent },
  },
});

export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
});

export const overlay = style([
  overlayRule('xl'),
  {
    background: `color-mix(in srgb, ${vars.color.surface} 96%, transparent)`,
    transition: `opacity ${duration} ease`,
    selectors: {
      '&[data-zoom-state="unloading"]': { opacity: 0 },
    },
    '@media': {
      [reducedMotion]: { transition: 'none' },
    },
  },
]);

export const modal = style({
  display: 'contents',
});

export const dialog = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  maxWidth: '100%',
  maxHeight: '100%',
  outline: 'none',
  selectors: {
    // A quiet spinner while the large image loads.
    [`${overlay}[data-zoom-state="loading"] &::before`]: {
      content: '""',
      position: 'absolute',
      width: '2.5rem',
      height: '2.5rem',
      borderRadius: vars.radius.pill,
      border: `3px solid ${vars.color.border}`,
      borderTopColor: vars.color.accentStrong,
      animation: `${spin} 0.8s linear infinite`,
    },
  },
  '@media': {
    [reducedMotion]: {
      selectors: {
        [`${overlay}[data-zoom-state="loading"] &::before`]: { animation: 'none' },
      },
    },
  },
});

export const largeImage = style({
  display: 'block',
  width: 'auto',
  height: 'auto',
  maxWidth: '100%',
  maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
  objectFit: 'contain',
  selectors: {
    [`${overlay}[data-zoom-state="loading"] &`]: { opacity: 0 },
    [`${overlay}[data-zoom-state="loaded"] &`]: { animation: `${zoomIn} ${duration} ease-out` },
    [`${overlay}[data-zoom-state="unloading"] &`]: {
      animation: `${zoomOut} ${duration} ease-in forwards`,
    },
  },
  '@media': {
    [reducedMotion]: {
      selectors: {
        [`${overlay}[data-zoom-state] &`]: { animation: 'none' },
      },
    },
  },
});

export const minimize = style({
  position: 'fixed',
  top: vars.space.md,
  right: vars.space.md,
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'zoom-out',
  selectors: {
    '&[data-hovered], &[data-pressed]': { borderColor: vars.color.accentStrong },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
