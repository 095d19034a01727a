import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const payment = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const proceed = style({
  justifySelf: 'start',
});
