import { atLeast, below, inline, vars } from '@firm/ui/theme';
import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { container } from './Section.css';

/**
 * Height of the main bar. Its slot keeps this height whether the bar is in the flow or fixed,
 * so fixing it never moves the page; anchors and focused elements scroll clear of it.
 */
const barHeight = createVar();

globalStyle(':root', {
  vars: { [barHeight]: '4rem' },
  '@media': { [atLeast('md')]: { vars: { [barHeight]: '5.25rem' } } },
});

globalStyle('html', { scrollPaddingTop: `calc(${barHeight} + ${vars.space.sm})` });

export const header = style({
  position: 'relative',
  zIndex: 50,
  // Top bar, menus, search and the mini-cart are of no use on paper.
  '@media': { print: { display: 'none' } },
});

export const barSlot = style({
  minHeight: barHeight,
});

const slideDown = keyframes({
  from: { transform: 'translateY(-100%)' },
  to: { transform: 'none' },
});

export const bar = style({
  height: barHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-fixed]': {
      position: 'fixed',
      insetInline: 0,
      top: 0,
      // The highlight: a raised panel with a gold rule along its lower edge.
      borderBottomColor: vars.color.accent,
      boxShadow: vars.shadow.raised,
      animation: `${slideDown} ${vars.motion.slow} ease-out`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-fixed]': { animation: 'none' } },
    },
  },
});

export const barInner = style([
  container,
  // Just above 1100 px the full menu is tight: close up a little.
  ...inline({ space: { base: 'md', belowLg: 'sm', belowSm: 'xxs' }, alignY: 'center' }),
  { flexWrap: 'nowrap' },
  { position: 'relative', height: '100%' },
]);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  marginRight: 'auto',
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.0625rem, 0.9rem + 0.8vw, 1.375rem)',
  fontWeight: 700,
  lineHeight: 1.1,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const brandName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const brandMark = style({
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  color: vars.color.accentStrong,
});

export const actions = style([
  ...inline({ space: { base: 'xxs', belowSm: 'none' }, alignY: 'center' }),
  { flexWrap: 'nowrap' },
]);

/** The round icon buttons of the bar: search, cart, menu. */
export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '2.75rem',
  height: '2.75rem',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': {
      background: vars.color.surfaceMuted,
      color: vars.color.accentStrong,
    },
  },
});

/** The 'Menu' button: below 1100 px only. After `iconButton` in this file, so it wins. */
export const menuButton = style({
  '@media': {
    [atLeast('md')]: { display: 'none' },
  },
});

export const icon = style({
  width: '1.375rem',
  height: '1.375rem',
  flexShrink: 0,
});

export const consultation = style({
  marginLeft: vars.space.xs,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '@media': {
    [below('sm')]: { display: 'none' },
  },
});

/** A panel that drops down from the bar (search box, mini-cart). */
export const dropPanel = style({
  position: 'absolute',
  top: 'calc(100% + 1px)',
  right: `clamp(${vars.space.md}, 4vw, ${vars.space.lg})`,
  width: `min(24rem, calc(100vw - 2 * ${vars.space.md}))`,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `3px solid ${vars.color.accent}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: {
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [below('xs')]: { right: vars.space.md },
  },
});
