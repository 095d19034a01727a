import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  '@media': { print: { display: 'none' } },
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: '-1px',
  border: '1px solid transparent',
  borderTopLeftRadius: vars.radius.sm,
  borderTopRightRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      color: vars.color.text,
      background: vars.color.surfaceRaised,
      borderColor: vars.color.border,
      borderBottomColor: vars.color.surfaceRaised,
      boxShadow: `inset 0 3px 0 ${vars.color.accentStrong}`,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const tabPanel = style({
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.md,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // A panel kept mounted while another is selected (`printAllPanels`).
    '&[data-inert]': { display: 'none' },
  },
  '@media': {
    print: {
      selectors: {
        '&[data-inert]': { display: 'block' },
        '&[data-print-title]::before': {
          content: 'attr(data-print-title)',
          display: 'block',
          marginBottom: vars.space.xs,
          fontWeight: 700,
        },
      },
    },
  },
});
