import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../Field/Field.css.js';
import { surface } from '../theme/surface.js';
import { vars } from '../theme/vars.css.js';

export const field = fieldStyles.field;

/** The segments and the calendar button, drawn as one control like the kit's text inputs. */
export const group = style([
  fieldStyles.control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingRight: vars.space.xxs,
    selectors: {
      // react-aria marks the group, not a native input, so the control's own rules need these.
      '&[data-focus-within]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
]);

export const input = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
});

export const segment = style([
  surface({ radius: 'sm' }),
  { padding: '0 1px', fontVariantNumeric: 'tabular-nums', outline: 'none' },
  {
    selectors: {
      '&[data-placeholder], &[data-type="literal"]': { color: vars.color.textMuted },
      '&[data-focused]': { background: vars.color.accentStrong, color: vars.color.textInverse },
    },
  },
]);

const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.25rem',
  minHeight: '2.25rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const trigger = iconButton;
export const navButton = iconButton;

export const icon = style({ width: '1rem', height: '1rem' });

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.body,
});

export const dialog = style({
  padding: vars.space.sm,
  outline: 'none',
});

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});

export const grid = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const weekday = style({
  padding: vars.space.xxs,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-today]': { fontWeight: 700, textDecoration: 'underline' },
    '&[data-selected]': { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
