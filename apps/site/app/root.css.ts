import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const main = style({
  display: 'block',
  minHeight: '50vh',
  outline: 'none',
});

export const errorPanel = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const errorDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
