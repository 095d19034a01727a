import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const label = style({
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
