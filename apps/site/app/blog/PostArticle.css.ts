import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0`,
});

export const body = style({
  maxWidth: '70ch',
  fontSize: '1.0625rem',
});

export const lead = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
});

export const section = style({
  marginTop: vars.space.xxl,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xl,
});
