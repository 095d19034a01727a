import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const region = style({
  selectors: { '&:empty': { display: 'none' } },
});

export const summary = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const heading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
});

export const text = style({
  margin: `0 0 ${vars.space.md}`,
});
