import { below, inline, square, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { barControl, dropSurface } from './SiteHeader.css';

export const nav = style({ '@media': { [below('md')]: { display: 'none' } } });

export const menu = style([
  ...inline({ alignY: 'center', wrap: false, list: true }),
  { gap: 'clamp(0.25rem, 2.4vw - 1.5rem, 1.25rem)' },
]);

export const item = style({ position: 'relative' });

/** Top-level links and the dropdown button look alike. */
export const topLink = style([
  ...barControl,
  text({ size: 'sm', underline: 'never' }),
  {
    minHeight: '2.75rem',
    whiteSpace: 'nowrap',
    // The current section is marked by colour and a gold underline, not colour alone.
    boxShadow: 'inset 0 -3px 0 transparent',
    selectors: {
      '&[aria-current="page"], &[data-current]': {
        color: vars.color.accentStrong,
        boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
      },
    },
  },
]);

export const chevron = style([
  square({ size: '1rem' }),
  {
    transition: `transform ${vars.motion.fast}`,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const dropdown = style([
  dropSurface,
  {
    top: '100%',
    left: 0,
    minWidth: '12rem',
    margin: 0,
    padding: `${vars.space.xs} 0`,
    listStyle: 'none',
  },
]);

export const dropdownLink = style([
  { display: 'block', padding: `${vars.space.xs} ${vars.space.md}` },
  text({ tone: 'neutral', underline: 'never' }),
  {
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted, color: vars.color.accentStrong },
      '&:focus-visible': { outlineOffset: '-3px' },
      '&[aria-current="page"]': { color: vars.color.accentStrong, fontWeight: 600 },
    },
  },
]);
