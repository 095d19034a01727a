import { atLeast, below, inline, square, surface, text, vars } from '@firm/ui/theme';
import { createVar, globalStyle, keyframes, type StyleRule, style } from '@vanilla-extract/css';
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

export const barSlot = style({ minHeight: barHeight });

const slideDown = keyframes({
  from: { transform: 'translateY(-100%)' },
  to: { transform: 'none' },
});

export const bar = style([
  surface({ tone: 'page', stripe: { side: 'bottom', width: 1, color: 'border' } }),
  {
    height: barHeight,
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
      '(prefers-reduced-motion: reduce)': { selectors: { '&[data-fixed]': { animation: 'none' } } },
    },
  },
]);

export const barInner = style([container, { position: 'relative', height: '100%' }]);

export const brand = style([
  ...inline({ level: 'inline', space: 'xs', alignY: 'center', wrap: false }),
  { minWidth: 0, marginRight: 'auto', whiteSpace: 'nowrap' },
  text({ tone: 'neutral', font: 'heading', weight: 'bold', leading: 1.1, underline: 'never' }),
  { fontSize: 'clamp(1.0625rem, 0.9rem + 0.8vw, 1.375rem)' },
]);

export const brandName = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const brandMark = style([
  square({ size: '1.75rem' }),
  text({ tone: 'accent' }),
  { flexShrink: 0 },
]);

/** A bare button or link of the bar (icon buttons here, top-level links in `MainNav`). */
export const barControl: StyleRule[] = [
  ...inline({ level: 'inline', space: 'xxs', alignY: 'center', wrap: false }),
  { padding: `0 ${vars.space.xs}`, border: 0, background: 'transparent', cursor: 'pointer' },
  // After the `font` shorthand, which would reset the weight.
  { font: 'inherit', ...text({ tone: 'neutral', weight: 'semibold' }) },
  { selectors: { '&:hover, &[aria-expanded="true"]': { color: vars.color.accentStrong } } },
];

/** The round icon buttons of the bar: search, cart, menu. */
export const iconButton = style([
  { position: 'relative' },
  ...barControl,
  surface({ radius: 'pill' }),
  { justifyContent: 'center', minWidth: '2.75rem', height: '2.75rem' },
  { selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted } } },
]);

/** The 'Menu' button: below 1100 px only. After `iconButton` in this file, so it wins. */
export const menuButton = style({ '@media': { [atLeast('md')]: { display: 'none' } } });

export const icon = style([square({ size: '1.375rem' }), { flexShrink: 0 }]);

export const consultation = style([
  { marginLeft: vars.space.xs, whiteSpace: 'nowrap', flexShrink: 0 },
  { '@media': { [below('sm')]: { display: 'none' } } },
]);

/** A raised panel hanging from the bar on a gold rule (search box, mini-cart, nav dropdown). */
export const dropSurface: StyleRule = {
  position: 'absolute',
  ...surface({ tone: 'raised', stripe: { side: 'top', width: 3 }, shadow: 'overlay' }),
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  selectors: { '&[hidden]': { display: 'none' } },
};

/** A panel that drops down from the bar (search box, mini-cart). */
export const dropPanel = style([
  dropSurface,
  text({ tone: 'neutral' }),
  {
    top: 'calc(100% + 1px)',
    right: `clamp(${vars.space.md}, 4vw, ${vars.space.lg})`,
    width: `min(24rem, calc(100vw - 2 * ${vars.space.md}))`,
    padding: vars.space.md,
    outline: 'none',
    '@media': { [below('xs')]: { right: vars.space.md } },
  },
]);

/** 'Reload the page', in the panel shown when the mobile menu's code cannot be fetched. */
export const reload = style([
  { padding: 0, border: 0, background: 'none', font: 'inherit', cursor: 'pointer' },
  text({ tone: 'accent', weight: 'semibold', underline: 'always' }),
]);
