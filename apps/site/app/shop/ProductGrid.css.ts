import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xl,
});
