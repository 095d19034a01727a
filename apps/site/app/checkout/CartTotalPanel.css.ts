import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xl,
});
