import { inline, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const actions = style(inline({ space: 'lg', align: 'center', alignY: 'center' }));

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const phoneIcon = style({
  width: '1.5rem',
  height: '1.5rem',
  color: vars.color.accent,
});

/** 'Call us' is spoken and shown small, so the number itself stands out. */
export const phoneLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: 400,
});
