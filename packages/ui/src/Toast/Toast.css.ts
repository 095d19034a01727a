import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.js';

/** Horizontal drag offset, written straight to the element while the pointer moves. */
export const dragX = createVar();
/** Opacity while dragging: fades as the toast nears the dismiss distance. */
export const dragOpacity = createVar();

const reducedMotion = '(prefers-reduced-motion: reduce)';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = recipe({
  base: {
    position: 'fixed',
    zIndex: 200,
    width: `min(24rem, calc(100vw - 2 * ${vars.space.md}))`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    // The empty strip must not swallow clicks meant for the page.
    pointerEvents: 'none',
    // A notice about something just done on screen means nothing on paper.
    '@media': { print: { display: 'none' } },
  },
  variants: {
    position: {
      'top-right': { top: vars.space.md, right: vars.space.md },
      'top-left': { top: vars.space.md, left: vars.space.md },
      'bottom-right': {
        bottom: vars.space.md,
        right: vars.space.md,
        flexDirection: 'column-reverse',
      },
      'bottom-left': {
        bottom: vars.space.md,
        left: vars.space.md,
        flexDirection: 'column-reverse',
      },
    },
  },
  defaultVariants: { position: 'top-right' },
});

export const toast = style({
  vars: { [dragX]: '0px', [dragOpacity]: '1' },
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  touchAction: 'pan-y',
  userSelect: 'none',
  cursor: 'grab',
  transform: `translateX(${dragX})`,
  opacity: dragOpacity,
  animation: `${enter} ${vars.motion.fast} ease-out`,
  // Springs back (or flies out) when released; follows the pointer exactly while dragging.
  transition: `transform ${vars.motion.slow} cubic-bezier(0.34, 1.56, 0.64, 1), opacity ${vars.motion.fast}`,
  selectors: {
    '&[data-dragging]': { transition: 'none', cursor: 'grabbing' },
    '&[data-visible="false"]': { opacity: 0, pointerEvents: 'none' },
  },
  '@media': {
    [reducedMotion]: {
      animation: 'none',
      transition: 'none',
      selectors: { '&[data-visible="false"]': { display: 'none' } },
    },
  },
});

export const kind = styleVariants({
  success: { borderInlineStartColor: vars.color.success },
  error: { borderInlineStartColor: vars.color.danger },
  info: { borderInlineStartColor: vars.color.info },
  warning: { borderInlineStartColor: vars.color.warning },
});

export const kindIcon = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
});

export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.05rem',
});

export const message = style({
  margin: 0,
  alignSelf: 'center',
  overflowWrap: 'anywhere',
});

export const dismiss = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  marginBlock: '-0.25rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover, &:active': {
      background: vars.color.surfaceMuted,
      color: vars.color.text,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const dismissIcon = style({
  width: '1rem',
  height: '1rem',
});
