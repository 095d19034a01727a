import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const coupon = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const field = style({
  flex: '1 1 14rem',
});
