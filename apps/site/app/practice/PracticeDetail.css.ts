import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.heading,
  color: vars.color.text,
});

export const text = style({
  maxWidth: '70ch',
});

export const tabsHeading = style({
  margin: `${vars.space.xl} 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
});

export const tabText = style({ margin: 0, maxWidth: '70ch' });
