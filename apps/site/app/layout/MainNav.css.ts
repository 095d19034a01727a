import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const nav = style({
  '@media': {
    [below('md')]: { display: 'none' },
  },
});

export const menu = style({
  display: 'flex',
  alignItems: 'center',
  gap: 'clamp(0.25rem, 2.4vw - 1.5rem, 1.25rem)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
});

/** Top-level links and the dropdown button look alike. */
export const topLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  // The current section is marked by colour and a gold underline, not colour alone.
  boxShadow: 'inset 0 -3px 0 transparent',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { color: vars.color.accentStrong },
    '&[aria-current="page"], &[data-current]': {
      color: vars.color.accentStrong,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const dropdown = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  minWidth: '12rem',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  borderTop: `3px solid ${vars.color.accent}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const dropdownLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.accentStrong },
    '&:focus-visible': { outlineOffset: '-3px' },
    '&[aria-current="page"]': { color: vars.color.accentStrong, fontWeight: 600 },
  },
});
