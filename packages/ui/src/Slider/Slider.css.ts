import { createVar, style } from '@vanilla-extract/css';
import { below } from '../theme/breakpoints.js';
import { grid } from '../theme/grid.js';
import { vars } from '../theme/vars.css.js';

/**
 * Slides per view for each viewport tier, set inline by the component (already resolved, so
 * every tier has a value). The media queries below pick the tier, so the server-rendered HTML
 * lays the first slides out at the right width before keen-slider starts.
 */
export const perViewAt = {
  base: createVar(),
  xl: createVar(),
  lg: createVar(),
  md: createVar(),
  sm: createVar(),
  xs: createVar(),
};

/** Gap between slides (a length), set inline from the `spacing` prop. */
export const gap = createVar();

const perView = createVar();

// One column that may shrink below its content: keen-slider gives slides fixed pixel widths,
// which must never widen the carousel.
export const root = style([...grid({ columns: ['1fr'], space: 'sm' }), { minWidth: 0 }]);

export const controls = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { print: { display: 'none' } },
});

export const icon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
});

export const viewport = style({
  vars: { [perView]: perViewAt.base },
  display: 'flex',
  gap,
  minWidth: 0,
  position: 'relative',
  // `clip` with a margin keeps focus rings of slide content visible at the edges; the
  // neighbouring slides sit a whole `spacing` further away, so nothing else shows.
  overflow: ['hidden', 'clip'],
  overflowClipMargin: vars.space.xxs,
  touchAction: 'pan-y',
  WebkitTapHighlightColor: 'transparent',
  '@media': {
    // Widest first: a narrower "below" query later in the sheet wins, as in keen-slider.
    [below('xl')]: { vars: { [perView]: perViewAt.xl } },
    [below('lg')]: { vars: { [perView]: perViewAt.lg } },
    [below('md')]: { vars: { [perView]: perViewAt.md } },
    [below('sm')]: { vars: { [perView]: perViewAt.sm } },
    [below('xs')]: { vars: { [perView]: perViewAt.xs } },
    // Paper cannot slide: every slide is printed, in rows, whatever keen-slider last did.
    print: {
      flexWrap: 'wrap',
      overflow: 'visible',
      selectors: { '&[data-ready]': { gap } },
    },
  },
  selectors: {
    // Once keen-slider runs it positions slides with transforms that already include the
    // spacing, so the static flex gap must go.
    '&[data-ready]': { gap: 0, userSelect: 'none' },
  },
});

export const slide = style({
  position: 'relative',
  flex: '0 0 auto',
  width: `calc((100% - (${perView} - 1) * ${gap}) / ${perView})`,
  minWidth: 0,
  // keen-slider writes each slide's offset and pixel width inline; print ignores them.
  '@media': {
    print: {
      transform: 'none !important',
      minWidth: '0 !important',
      maxWidth: 'none !important',
      breakInside: 'avoid',
    },
  },
});
