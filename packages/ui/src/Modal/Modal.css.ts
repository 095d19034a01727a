import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { square } from '../theme/square.js';
import { text } from '../theme/text.js';
import { vars } from '../theme/vars.css.js';
import { overlayRule } from './overlayRule.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style([
  overlayRule('md'),
  {
    background: 'rgb(0 0 0 / 0.6)',
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ease-out` },
      '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
      },
      // Printing prints the page behind an open dialog, not the dialog.
      print: { display: 'none' },
    },
  },
]);

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
    overflow: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.motion.slow} ease-out` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-entering]': { animation: 'none' } },
      },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '28rem' },
      medium: { maxWidth: '40rem' },
      large: { maxWidth: '64rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const title = style([{ margin: 0 }, text({ font: 'heading', size: 'xl', leading: 1.25 })]);

export const close = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
});

export const body = style({
  minWidth: 0,
});

export const playTrigger = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  padding: 0,
  border: `2px solid ${vars.color.onAccent}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
  transition: `transform ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      background: vars.color.accentStrong,
      color: vars.color.surface,
    },
    '&[data-hovered]': { transform: 'scale(1.06)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&[data-hovered]': { transform: 'none' } },
    },
  },
});

export const playIcon = style({ width: '1.75rem', height: '1.75rem', marginInlineStart: '0.2rem' });

export const video = style({ position: 'relative', aspectRatio: '16 / 9', background: '#000' });

// The player fills the 16:9 box, without the iframe's own border.
export const frame = style([
  { position: 'absolute', inset: 0, border: 0 },
  square({ size: '100%' }),
]);
